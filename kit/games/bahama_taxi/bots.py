"""A greedy Bahama Taxi driver: drops off and picks up whenever it can (the best fare
first) and otherwise drives toward the most valuable reachable goal. It reads only its
seat's view."""
from __future__ import annotations

import random

from kit.engine import Action, Seat
from kit.games.bahama_taxi.board import fare_table


class GreedyDriver:
    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        drops = [a for a in actions if a.name == "drop"]
        if drops:
            return drops[0]
        pickups = [a for a in actions if a.name == "pickup"]
        if pickups:
            return max(pickups, key=lambda a: fare_table()[a.args[0]][a.args[1]])
        moves = [a for a in actions if a.name == "move"]
        if not moves:
            return next((a for a in actions if a.name == "end"), actions[0])
        goals = self._goals(seat.view(), seat.player)
        if not goals:
            return self.rng.choice(moves)
        return max(moves, key=lambda a: (self._value(a.args[0], goals), self.rng.random()))

    @staticmethod
    def _goals(view: dict, player: int) -> list[tuple[str, int]]:
        fares = fare_table()
        riding = view["seats"][player]["passengers"]
        goals = [(d, fares[o][d]) for o, d in riding]
        if len(riding) < view["public"]["seat_limit"]:
            goals += [(o, fares[o][d]) for o, d in view["public"]["waiting"]]
        return goals

    @staticmethod
    def _value(area: str, goals: list[tuple[str, int]]) -> float:
        table = fare_table()[area]
        return max(value / (1 + table[goal]) for goal, value in goals)
