"""Tobago's conservation check: every treasure card, compass rose, amulet and clue card is
in exactly one place (a teacher's count: it reads hidden cards).
"""
from __future__ import annotations

from collections import Counter

from kit.games.tobago.resample import face_down_draws
from kit.games.tobago.rules import TobagoGame
from kit.games.tobago.state import CURSE, CURSES, MAPS, ROSES_PER_PLAYER, TREASURE_SAFE_TOP


class AccountingError(AssertionError):
    """A treasure card, compass rose, amulet or clue card is missing or in two places."""


def accounting(game: TobagoGame) -> dict[str, dict[str, int]]:
    """Where every treasure card, compass rose, amulet and clue card is now, by place, and
    where the curses are (a teacher's count: it reads hidden cards).

    >>> import kit
    >>> g = kit.new_game("tobago", players=2, seed=1)
    >>> accounting(g)["amulets"]
    {'supply': 20, 'board': 0, 'players': 0, 'used': 0}
    """
    s = game.state
    sh = s.share
    treasure = {
        "deck": len(s.deck),
        "pool": len(sh.pool) + (sh.card is not None) if sh else 0,
        "players": sum(map(len, s.treasures)),
        "discard": len(s.discard),
        "face_down": len(s.hidden),
    }
    on_maps = [0] * game.num_players
    for m in range(MAPS):
        if sh is None or sh.map != m:
            for _, owner in s.clues[m]:
                on_maps[owner] += 1
    in_share = Counter(sh.roses) if sh else Counter()
    roses = {f"player {p + 1}": s.roses[p] + on_maps[p] + in_share[p] for p in game.players}
    amulets = {"supply": s.amulet_supply, "board": len(s.amulets_on_board), "players": sum(s.amulets),
               "used": s.amulets_used}
    clues = {"deck": len(s.clue_deck), "top": len(s.clue_top), "discard": len(s.clue_discard),
             "hands": sum(map(len, s.hands)), "maps": sum(len(c) for c in s.clues)}
    curses = {
        "deck": s.deck.count(CURSE),
        "pool": (sh.pool.count(CURSE) + (sh.card == CURSE)) if sh else 0,
        "discard": s.discard.count(CURSE),
        "face_down": s.hidden.count(CURSE),
    }
    return {"treasure": treasure, "curses": curses, "roses": roses, "amulets": amulets, "clues": clues}


def _check_curse_slots(values: list[int], draws: list[int], where: str) -> None:
    """Raise :class:`AccountingError` if ``values`` hold more curses than ``draws`` hold draw
    numbers a curse can have (the 13th card drawn or later)."""
    if values.count(CURSE) > sum(d >= TREASURE_SAFE_TOP for d in draws):
        raise AccountingError(f"{where}: more curses than cards drawn after the first {TREASURE_SAFE_TOP}")


def check_accounting(game: TobagoGame) -> None:
    """Raise :class:`AccountingError` unless every card, rose and amulet is in exactly one place."""
    s = game.state
    sh = s.share
    cards = list(s.deck) + s.discard + s.hidden + [v for t in s.treasures for v in t]
    if sh:
        cards += sh.pool + ([sh.card] if sh.card is not None else [])
        dealt = Counter(v for _, v, _ in sh.dealt)
        if Counter(sh.pool) + Counter(sh.revealed) != dealt:
            raise AccountingError("the pool and the cards turned up are not the cards dealt")
        if any(v == CURSE and d < TREASURE_SAFE_TOP for _, v, d in sh.dealt):
            raise AccountingError(f"a curse was dealt among the first {TREASURE_SAFE_TOP} cards")
        _check_curse_slots(sh.pool, face_down_draws(sh.dealt, sh.revealed), "the pool")
    if len(s.hidden_draws) != len(s.hidden):
        raise AccountingError(f"{len(s.hidden)} cards face down but {len(s.hidden_draws)} draw numbers")
    _check_curse_slots(s.hidden, s.hidden_draws, "the cards discarded face down")
    expected = Counter(game.gold + (CURSE,) * CURSES)
    if Counter(cards) != expected:
        raise AccountingError(f"treasure cards: {sorted(cards)} are not the deck "
                              f"{sorted(expected.elements())}")
    total = sum(expected.values())
    if s.drawn != total - len(s.deck):
        raise AccountingError(f"{s.drawn} treasure cards counted as drawn, "
                              f"{total - len(s.deck)} left the deck")
    book = accounting(game)
    for who, n in book["roses"].items():
        if n != ROSES_PER_PLAYER or min(s.roses) < 0:
            raise AccountingError(f"compass roses of {who}: {n}, expected {ROSES_PER_PLAYER}")
    if sum(book["amulets"].values()) != game.settings["amulet_count"] or min(book["amulets"].values()) < 0:
        raise AccountingError(f"amulets: {book['amulets']} do not add up to {game.settings['amulet_count']}")
    board = game.board
    if board is None:
        return
    clue_cards = s.clue_deck + s.clue_top + [c for c, _ in s.clue_discard] + \
        [c for h in s.hands for c in h] + [c for cl in s.clues for c, _ in cl]
    if Counter(clue_cards) != Counter(board.deck):
        raise AccountingError("clue cards do not add up to the deck")

