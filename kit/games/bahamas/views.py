"""What each viewer sees of a Bahamas position: one envelope, ``public`` the same for
everyone; a seat's hidden hand, cash and cards in transit show to others as their count,
its money as None."""
from __future__ import annotations

from typing import Any

from kit.games.bahamas.moves import SEATS
from kit.games.bahamas.state import AnswerWindow, BahamasState, DiceWindow, RollDice
from kit.games.bahamas.words import POWERS


def view(s: BahamasState, viewer: int | None, winners: list[int]) -> dict[str, Any]:
    n = len(s.hands)
    over = s.mode == "over"
    everyone = viewer is None or over
    public = {
        "round": s.round,
        "roller": s.roller,
        "current": s.current,
        "center": list(s.center),
        "deck": len(s.top) + sum(s.deck.values()) + (0 if s.end == "crash" else 1),
        "deck_top_known": len(s.top),
        "crash_reached": s.upper_left <= 0,
        "cash_deck": sum(s.cash_deck.values()) + len(s.cash_bottom),
        "cash_bottom_known": len(s.cash_bottom),
        "discard": list(s.discard),
        "cash_discard": list(s.cash_discard),
        "stack": [{"card": p.card, "player": p.seat, "cancelled": p.cancelled,
                   "target": p.target if p.card in ("thief", "search", "highkick", "robbery") else None}
                  for p in s.stack],
        "waiting": waiting(s),
        "tray": {"kind": s.tray_kind, "owner": s.tray_owner, "from": s.tray_from,
                 "count": len(s.tray) + len(s.cash_tray)},
        "end": s.end,
        "winners": winners,
        "survivors": list(s.survivors),
    }
    seats = []
    for q in range(n):
        mine = everyone or viewer == q
        sees_transit = mine or (bool(s.storm_dir) and viewer == (q + s.storm_dir) % n)
        seats.append({
            "character": s.characters[q],
            "power": POWERS.get(s.characters[q], ""),
            "die": s.dice[q],
            "hand": list(s.hands[q]) if mine else len(s.hands[q]),
            "cash": list(s.cash[q]) if mine else len(s.cash[q]),
            "money": sum(s.cash[q]) if mine else None,
            "transit": list(s.transit[q]) if sees_transit else len(s.transit[q]),
        })
    parts: dict[str, Any] = {"public": public, "seats": seats, "private": _private(s, viewer)}
    if not everyone:
        parts["scores"] = [sum(s.cash[q]) if q == viewer else None for q in range(n)]
    return parts


def _private(s: BahamasState, viewer: int | None) -> dict[str, Any]:
    tray: list[str] | list[int] = s.tray or s.cash_tray
    if viewer is None:
        return {"deck_top": list(s.top), "cash_bottom": list(s.cash_bottom), "tray": list(tray),
                "deck": dict(sorted(s.deck.items())),
                "cash_deck": {str(v): k for v, k in sorted(s.cash_deck.items())},
                "start_pile": dict(sorted(s.start_pile.items()))}
    known = {SEATS[q]: {"action": list(s.known.get((viewer, q), ())),
                             "cash": list(s.known_cash.get((viewer, q), ()))}
             for q in range(len(s.hands)) if q != viewer
             and (s.known.get((viewer, q)) or s.known_cash.get((viewer, q)))}
    sees_tray = (viewer in (s.tray_owner, s.tray_from) and s.tray_kind.startswith("peek")
                 or viewer == s.tray_owner)
    return {"known": known,
            "deck_top": list(s.top) if s.top_by == viewer else [],
            "cash_bottom": list(s.cash_bottom) if s.bottom_by == viewer else [],
            "tray": list(tray) if sees_tray else []}


def waiting(s: BahamasState) -> dict[str, Any]:
    """What the game waits for: a chance step, a decision or a window, and for whom."""
    if s.mode == "over":
        return {"kind": "over"}
    task = s.wait
    out: dict[str, Any] = {"kind": task.kind if task is not None else "", "mode": s.mode}
    if s.mode == "chance":
        out["for"] = s.roller if type(task) is RollDice else getattr(task, "seat", s.roller)
    elif s.mode == "decide":
        out["player"] = getattr(task, "seat", None)
        purpose = getattr(task, "purpose", None)
        other = getattr(task, "doug", getattr(task, "victim", None))
        if purpose is not None:
            out["purpose"] = purpose
        elif other is not None:
            out["other"] = other
    elif s.mode == "window":
        out["seats"] = list(s.open_seats)
        if type(task) is AnswerWindow:
            played = s.stack[task.index]
            out["card"], out["by"] = played.card, played.seat
        elif type(task) is DiceWindow:
            out["owner"] = task.owner
            out["face"] = s.dice[task.owner]
    return out
