"""The generator behind every chance step: one short stream per (game key, step number).

A chance step's outcome must depend only on the game's key and the step's number, so that
a copy, an undo or a loaded save samples exactly what a replay would. Seeding Python's
Mersenne Twister afresh for every step costs about 38,000 machine instructions (it fills
624 words of state). :class:`StepRandom` seeds one Mersenne Twister per block of 64 steps
instead, draws the block's random words in one call, and gives each step its own 8 words
(a step that needs more continues on a generator seeded for that step alone). It is a
``random.Random``, so games call ``choice``, ``random``, ``shuffle`` as usual.

>>> rng = StepRandom()
>>> rng.start(key_of(7), 3)
>>> first = [rng.random() for _ in range(12)]   # 8 words of the block, then a spill
>>> rng.start(key_of(7), 3)
>>> [rng.random() for _ in range(12)] == first
True
>>> rng.start(key_of(7), 4)
>>> rng.random() in first
False
>>> rng.start(key_of(7), 3); 0 <= rng.randrange(6) < 6
True
"""
from __future__ import annotations

import hashlib
import random
from array import array

STEPS_PER_BLOCK = 64
WORDS_PER_STEP = 8
_BLOCK_BYTES = STEPS_PER_BLOCK * WORDS_PER_STEP * 8
_TO_UNIT = 1.0 / (1 << 53)
_CACHE_LIMIT = 4096  # blocks (32 KiB each) kept; a block is recomputed when it is needed again
_blocks: dict[tuple[int, int], array] = {}


def key_of(value: int) -> int:
    """A 64-bit stream key from a non-negative integer of any size (a seed, or a copy's key)."""
    data = value.to_bytes((value.bit_length() + 8) // 8, "little")
    return int.from_bytes(hashlib.blake2b(data, digest_size=8, person=b"rules-kit").digest(), "little")


def _block(key: int, index: int) -> array:
    if len(_blocks) >= _CACHE_LIMIT:
        _blocks.clear()  # results never depend on the cache, only the time does
    words = _blocks[key, index] = array("Q", random.Random((key << 64 | index) * 2).randbytes(_BLOCK_BYTES))
    return words


class StepRandom(random.Random):
    """A ``random.Random`` whose stream is restarted for every chance step by :meth:`start`."""

    def __init__(self) -> None:
        self._words: array = array("Q")
        self._next = self._end = 0
        self._spill: random.Random | None = None
        self._where = (0, 0)
        self._index = self._key = -1
        super().__init__(0)

    def seed(self, a: object = None, version: int = 2) -> None:  # random.Random's own API
        self.start(key_of(hash(a) & (2**64 - 1) if a is not None else 0), 0)

    def start(self, key: int, step: int) -> None:
        """Restart the stream for chance step ``step`` of the game keyed ``key``."""
        index = step // STEPS_PER_BLOCK
        if index != self._index or key != self._key:  # a new block (the last one is kept)
            words = _blocks.get((key, index))
            self._words = words if words is not None else _block(key, index)
            self._index, self._key = index, key
        self._next = first = step % STEPS_PER_BLOCK * WORDS_PER_STEP
        self._end = first + WORDS_PER_STEP
        self._spill = None
        self._where = (key, step)

    def _word(self) -> int:
        i = self._next
        if i < self._end:
            self._next = i + 1
            return self._words[i]
        if self._spill is None:  # this step needs more than its 8 words
            key, step = self._where
            self._spill = random.Random((key << 64 | step) * 2 + 1)
        return self._spill.getrandbits(64)

    def random(self) -> float:
        i = self._next
        if i < self._end:  # _word(), inlined: a chance step calls this once or twice
            self._next = i + 1
            return (self._words[i] >> 11) * _TO_UNIT
        return (self._word() >> 11) * _TO_UNIT

    def getrandbits(self, k: int) -> int:
        if 0 < k <= 64:
            i = self._next
            if i < self._end:
                self._next = i + 1
                return self._words[i] >> (64 - k)
            return self._word() >> (64 - k)
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        words = (k + 63) // 64
        value = 0
        for _ in range(words):
            value = value << 64 | self._word()
        return value >> (words * 64 - k)
