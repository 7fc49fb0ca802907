"""Dice multisets and the lattices the within-turn programme walks, in pure Python.

Order never matters for scoring, so the solver works on multisets: with five dice there are 252
distinct rolls and 462 distinct keeps (sub-multisets of size 0..5). The numpy solver
(``combos.py``, ``play.py``) turns these tables into arrays and the pure-Python runtime
(``lite.py``) walks them as tuples; both number rolls and keeps from this one construction, so a
keep id means the same multiset on both paths.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

from ..errors import UnsupportedRuleset
from ..registry import MAX_DICE

FACES = 6


@dataclass(frozen=True, eq=False)
class Multisets:
    """Multisets of ``n`` dice or fewer and the lattices the turn's programme walks."""

    n: int
    by_size: tuple[tuple[tuple[int, ...], ...], ...]
    """``by_size[k]``: the sorted multisets of size k, in lexicographic order."""
    index: dict[tuple[int, ...], tuple[int, int]]
    """multiset -> (size, position within its size)."""
    offsets: tuple[int, ...]
    """Flat keep id of (size k, position i) is ``offsets[k] + i``."""
    roll_index: dict[tuple[int, ...], int]
    """Sorted full roll -> roll id (position in lexicographic order of the size-n multisets)."""
    child: tuple[tuple[tuple[int, ...], ...], ...]
    """``child[k][i]``: the six size-(k+1) positions made by adding faces 1..6 to keep i of size k."""
    parent: tuple[tuple[tuple[int, ...], ...], ...]
    """``parent[k][i]``: the distinct size-(k-1) positions keep i of size k shrinks to (k >= 1)."""
    proper_subs: tuple[tuple[int, ...], ...]
    """Per roll id: flat keep ids of its distinct proper sub-multisets, by size then lexicographic."""
    flat: tuple[tuple[int, ...], ...]
    """Every multiset of size 0..n in flat keep-id order (by size, then lexicographic)."""
    keep_counts: tuple[tuple[int, ...], ...]
    """Per flat keep id: how many of each face (index 0 unused) it holds."""
    face_keep: tuple[tuple[int, ...], ...]
    """``face_keep[face][count]``: flat keep id of ``count`` dice showing ``face`` (row 0 unused)."""


def _sub_multisets(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    n = len(dice)
    return {tuple(dice[i] for i in range(n) if mask >> i & 1) for mask in range(1 << n)}


@cache
def multisets(n: int) -> Multisets:
    """The tables of ``n`` dice (1 to 8: beyond that the keep lattice outgrows a turn's budget)."""
    if not 1 <= n <= MAX_DICE:
        raise UnsupportedRuleset(f"The solver handles 1 to {MAX_DICE} dice, not {n}", "unsupported-dice-count",
                                 count=n, fewest=1, most=MAX_DICE)
    by_size = tuple(tuple(combinations_with_replacement(range(1, FACES + 1), k)) for k in range(n + 1))
    index = {m: (k, i) for k, group in enumerate(by_size) for i, m in enumerate(group)}
    child = tuple(
        tuple(tuple(index[tuple(sorted((*m, f)))][1] for f in range(1, FACES + 1)) for m in by_size[k])
        for k in range(n)
    )
    parent: list[tuple[tuple[int, ...], ...]] = [()]
    for k in range(1, n + 1):
        parent.append(
            tuple(tuple(index[m[: m.index(f)] + m[m.index(f) + 1 :]][1] for f in sorted(set(m))) for m in by_size[k])
        )
    offsets = [0]
    for group in by_size:
        offsets.append(offsets[-1] + len(group))
    flat = tuple(m for group in by_size for m in group)
    proper_subs = tuple(
        tuple(offsets[len(s)] + index[s][1] for _, s in sorted((len(s), s) for s in _sub_multisets(m) if len(s) < n))
        for m in by_size[n]
    )
    keep_counts = tuple(tuple(keep.count(face) for face in range(FACES + 1)) for keep in flat)
    face_keep = tuple(
        tuple(offsets[count] + index[(face,) * count][1] for count in range(n + 1)) if face else (0,) * (n + 1)
        for face in range(FACES + 1)
    )
    return Multisets(
        n=n,
        by_size=by_size,
        index=index,
        offsets=tuple(offsets[:-1]),
        roll_index={m: i for i, m in enumerate(by_size[n])},
        child=child,
        parent=tuple(parent),
        proper_subs=proper_subs,
        flat=flat,
        keep_counts=keep_counts,
        face_keep=face_keep,
    )
