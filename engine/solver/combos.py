"""Dice multisets and the index tables the within-turn dynamic programme walks.

Order never matters for scoring, so the solver works on multisets: with five dice there are 252
distinct rolls and 462 distinct "keeps" (sub-multisets of size 0..5). Two tables make a turn cheap
and fully vectorised:

- ``child[k][i, f]``: the keep of size k+1 made by adding face f to keep i of size k. Rolling the
  free dice one at a time gives the same distribution as rolling them together, so the value of a
  keep is the mean over the six faces of its children's values (6 gathers per keep instead of a
  252-column transition matrix).
- ``parent[k][i, j]``: keep i of size k with one die removed (each distinct face once, padded by
  repetition). The best keep reachable from a roll is a maximum over its sub-multisets, computed
  level by level from these parents instead of enumerating up to 32 subsets per roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

import numpy as np
import numpy.typing as npt

FACES = 6

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, eq=False)
class Combos:
    """Every multiset of ``n`` or fewer dice, grouped by size, with the tables described above."""

    n: int
    by_size: tuple[tuple[tuple[int, ...], ...], ...]
    """``by_size[k]``: the sorted multisets of size k, in lexicographic order."""
    index: dict[tuple[int, ...], tuple[int, int]]
    """multiset -> (size, position within its size)."""
    child: tuple[IntArray, ...]
    """``child[k]``: shape (len(by_size[k]), 6), positions within size k+1; k = 0..n-1."""
    parent: tuple[IntArray, ...]
    """``parent[k]``: shape (len(by_size[k]), width), positions within size k-1; k = 1..n (index 0 unused)."""
    roll_prob: FloatArray
    """Probability of each full roll (size n), in ``by_size[n]`` order."""
    proper_subs: IntArray
    """For each full roll, the distinct proper sub-multisets as flat keep ids, padded by repetition."""
    proper_subs_count: IntArray
    flat_offset: tuple[int, ...]
    """Flat keep id of (size k, position i) is ``flat_offset[k] + i``."""
    flat: tuple[tuple[int, ...], ...]
    """All multisets of size 0..n in flat-id order."""

    @property
    def rolls(self) -> tuple[tuple[int, ...], ...]:
        return self.by_size[self.n]

    def roll_id(self, dice: tuple[int, ...] | list[int]) -> int:
        return self.index[tuple(sorted(dice))][1]

    def keep_id(self, keep: tuple[int, ...] | list[int]) -> int:
        size, pos = self.index[tuple(sorted(keep))]
        return self.flat_offset[size] + pos


def _sub_multisets(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    out: set[tuple[int, ...]] = set()
    n = len(dice)
    for mask in range(1 << n):
        out.add(tuple(dice[i] for i in range(n) if mask >> i & 1))
    return out


@cache
def combos(n: int) -> Combos:
    if not 1 <= n <= 8:
        raise ValueError(f"the solver handles 1 to 8 dice, not {n}")
    by_size = tuple(tuple(combinations_with_replacement(range(1, FACES + 1), k)) for k in range(n + 1))
    index = {m: (k, i) for k, group in enumerate(by_size) for i, m in enumerate(group)}
    child = []
    for k in range(n):
        rows = [[index[tuple(sorted((*m, f)))][1] for f in range(1, FACES + 1)] for m in by_size[k]]
        child.append(np.array(rows, dtype=np.int64).reshape(len(by_size[k]), FACES))
    parent: list[IntArray] = [np.zeros((1, 1), dtype=np.int64)]
    for k in range(1, n + 1):
        rows = []
        for m in by_size[k]:
            faces = sorted(set(m))
            rows.append([index[m[: m.index(f)] + m[m.index(f) + 1 :]][1] for f in faces])
        width = max(len(r) for r in rows)
        parent.append(np.array([r + [r[0]] * (width - len(r)) for r in rows], dtype=np.int64))
    offsets = [0]
    for group in by_size:
        offsets.append(offsets[-1] + len(group))
    flat = tuple(m for group in by_size for m in group)
    total = FACES**n
    probs = []
    for m in by_size[n]:
        ways = factorial(n)
        for f in set(m):
            ways //= factorial(m.count(f))
        probs.append(ways / total)
    subs_rows = []
    for m in by_size[n]:
        subs = sorted((len(s), s) for s in _sub_multisets(m) if len(s) < n)
        subs_rows.append([offsets[len(s)] + index[s][1] for _, s in subs])
    width = max(len(r) for r in subs_rows)
    proper_subs = np.array([r + [r[0]] * (width - len(r)) for r in subs_rows], dtype=np.int64)
    return Combos(
        n=n,
        by_size=by_size,
        index=index,
        child=tuple(child),
        parent=tuple(parent),
        roll_prob=np.array(probs, dtype=np.float64),
        proper_subs=proper_subs,
        proper_subs_count=np.array([len(r) for r in subs_rows], dtype=np.int64),
        flat_offset=tuple(offsets[:-1]),
        flat=flat,
    )
