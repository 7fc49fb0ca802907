"""Dice multisets and the index tables the within-turn dynamic programme walks.

Order never matters for scoring, so the solver works on multisets: with five dice there are 252
distinct rolls and 462 distinct "keeps" (sub-multisets of size 0..5), built once in pure Python by
``engine.solver.multisets`` (the runtime walks the same tables without numpy). Two tables make a
turn cheap and fully vectorised:

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
from math import factorial

import numpy as np
import numpy.typing as npt

from .multisets import FACES, Multisets, multisets

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, eq=False)
class Combos:
    """The multisets of ``n`` or fewer dice (``sets``) with the arrays described above."""

    sets: Multisets
    child: tuple[IntArray, ...]
    """``child[k]``: shape (keeps of size k, 6), positions within size k+1; k = 0..n-1."""
    parent: tuple[IntArray, ...]
    """``parent[k]``: shape (keeps of size k, width), positions within size k-1; k = 1..n (index 0 unused)."""
    roll_prob: FloatArray
    """Probability of each full roll (size n), in roll-id order."""
    proper_subs: IntArray
    """For each full roll, the distinct proper sub-multisets as flat keep ids, padded by repetition."""
    proper_subs_count: IntArray

    @property
    def n(self) -> int:
        return self.sets.n

    @property
    def rolls(self) -> tuple[tuple[int, ...], ...]:
        return self.sets.by_size[self.sets.n]

    @property
    def flat(self) -> tuple[tuple[int, ...], ...]:
        """All multisets of size 0..n in flat keep-id order."""
        return self.sets.flat

    def keep_id(self, keep: tuple[int, ...] | list[int]) -> int:
        size, pos = self.sets.index[tuple(sorted(keep))]
        return self.sets.offsets[size] + pos


def _padded(rows: tuple[tuple[int, ...], ...]) -> IntArray:
    """Rows of unequal length as one array, each padded by repeating its first entry."""
    width = max(len(r) for r in rows)
    return np.array([list(r) + [r[0]] * (width - len(r)) for r in rows], dtype=np.int64)


@cache
def combos(n: int) -> Combos:
    """The multisets of ``n`` dice (``engine.solver.multisets``) as the arrays a batch walks."""
    ms = multisets(n)
    by_size = ms.by_size
    child = tuple(np.array(rows, dtype=np.int64).reshape(len(by_size[k]), FACES) for k, rows in enumerate(ms.child))
    parent = (np.zeros((1, 1), dtype=np.int64), *(_padded(rows) for rows in ms.parent[1:]))
    total = FACES**n
    probs = []
    for m in by_size[n]:
        ways = factorial(n)
        for f in set(m):
            ways //= factorial(m.count(f))
        probs.append(ways / total)
    return Combos(
        sets=ms,
        child=child,
        parent=parent,
        roll_prob=np.array(probs, dtype=np.float64),
        proper_subs=_padded(ms.proper_subs),
        proper_subs_count=np.array([len(r) for r in ms.proper_subs], dtype=np.int64),
    )
