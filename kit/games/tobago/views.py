"""Tobago's view: what a player (or the teacher, None) sees of a position, and the chance
step due in words. ``public`` is the same for every viewer; a seat's hidden parts (a
hand, the cards peeked at in a sharing) are counts to other viewers.
"""
from __future__ import annotations

from typing import Any

from kit.games.tobago.board import view_of_spec
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.state import MAPS, AtvDue, DealDue, DrawDue, Due, FlipDue, IslandDue
from kit.games.tobago.turns import TobagoBase
from kit.games.tobago.words import MAP_NAMES


def task_text(game: TobagoBase, task: Due) -> str:
    """The chance step due in words."""
    if isinstance(task, IslandDue):
        return "the island is generated"
    if isinstance(task, DrawDue):
        return f"{game.player_name(task.player)} draws a clue card"
    if isinstance(task, FlipDue):
        return "the top clue card is turned up"
    if isinstance(task, AtvDue):
        return f"{game.player_name(task.player)}'s ATV is placed"
    if isinstance(task, DealDue):
        return "the extra treasure card is dealt face down" if task.owner is None else \
            f"a treasure card is dealt face down to {game.player_name(task.owner)}"
    return "the next card of the pool is turned up"


def game_view(game: TobagoBase, player: int | None) -> dict[str, Any]:
    """The game's part of a view (``public``, ``seats``, ``private``) as ``player`` sees it."""
    s = game.state
    b = game.board
    teacher = player is None
    sh = s.share
    share = None
    if sh is not None:
        share = {"map": sh.map + 1, "raiser": sh.raiser, "roses": list(sh.roses),
                 "offer": sh.offer, "offered_to": sh.roses[sh.offer] if s.phase == "share" and sh.card
                 is not None else None,
                 "card": sh.card,
                 "face_down": len(sh.pool), "participants": list(sh.participants),
                 "dealt_to": [o for o, _, _ in sh.dealt], "revealed": list(sh.revealed),
                 "cursed_deciding": list(sh.cursed)}
    maps = []
    for m in range(MAPS):
        spot = game.located(m) if b is not None else None
        maps.append({"map": m + 1, "colour": MAP_NAMES[m], "clues": [[c, o] for c, o in s.clues[m]],
                     "count": s.candidates[m].bit_count(),
                     "candidates": b.names(s.candidates[m]) if b else [],
                     "located": None if spot is None else format_hex(spot)})
    public = {
        "island": view_of_spec(game._spec(s.island)),
        "current": s.current,
        "actions_left": s.actions_left,
        "maps": maps,
        "amulets_on_board": [format_hex(h) for h in s.amulets_on_board],
        "amulet_supply": s.amulet_supply,
        "amulets_used": s.amulets_used,
        "treasure_deck": len(s.deck),
        "treasure_drawn": s.drawn,
        "treasure_discard": list(s.discard),
        "treasure_face_down": len(s.hidden),
        "clue_deck": len(s.clue_deck),
        "clue_top": list(s.clue_top),
        "clue_discard": len(s.clue_discard),
        "share": share,
        "next_chance": None if not s.tasks else {
            "step": s.tasks[0].step, "for": s.tasks[0].who,
            "text": task_text(game, s.tasks[0])},
        "treasures_raised": s.treasures_raised,
        "end_reason": s.end_reason,
    }
    seats = []
    for q in game.players:
        mine = teacher or q == player
        hand, at = s.hands[q], s.atv[q]
        seat: dict[str, Any] = {"atv": None if at is None else format_hex(at), "roses": s.roses[q],
                "amulets": s.amulets[q], "treasures": list(s.treasures[q]),
                "coins": sum(s.treasures[q]), "hand": list(hand) if mine else len(hand),
                "peek": None}
        if sh is not None:
            peek = [v for o, v, _ in sh.dealt if o == q]
            seat["peek"] = peek if mine else len(peek)
        seats.append(seat)
    private: dict[str, Any] = {}
    if player is None:
        if sh is not None:
            extra = [v for o, v, _ in sh.dealt if o is None]
            private = {"pool": sorted(sh.pool), "extra": extra[0] if extra else None}
    else:
        private = {"hand": list(s.hands[player]),
                   "peek": None if sh is None else [v for o, v, _ in sh.dealt if o == player]}
    return {"public": public, "seats": seats, "private": private}
