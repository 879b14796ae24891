"""A greedy Bahama Taxi driver: drops off and picks up whenever it can (the best fare
first) and otherwise drives toward the most valuable reachable goal. It reads only its
seat's view."""
from __future__ import annotations

from operator import itemgetter

from kit.bots import SeededBot
from kit.engine import Action, Seat
from kit.games.bahama_taxi.board import fare_table
from kit.games.bahama_taxi.moves import PLAYER_MOVES, Drive, Drop, End, Pickup


class GreedyDriver(SeededBot):
    name = "greedy"

    def choose(self, seat: Seat) -> Action:
        actions = seat.legal_actions()
        moves = list(map(PLAYER_MOVES.__getitem__, actions))  # read(a) for each, at C speed
        pickups: list[tuple[int, Action]] = []
        drives: list[tuple[str, Action]] = []
        for action, move in zip(actions, moves):
            if isinstance(move, Drop):
                self.rule = "Dropped a passenger off as soon as it could: {move}."
                return action
            if isinstance(move, Pickup):
                pickups.append((move.citizen.fare, action))
            elif isinstance(move, Drive):
                drives.append((move.area, action))
        if pickups:
            self.rule = "Picked up the waiting passenger whose fare pays most: {move}."
            return max(pickups, key=itemgetter(0))[1]
        if not drives:
            self.rule = "It could neither drive nor pick anyone up, so it ended its turn."
            return next((a for a, m in zip(actions, moves) if isinstance(m, End)), actions[0])
        goals = self._goals(seat.view(), seat.player)
        if not goals:
            self.rule = "No fare to aim for: it drove to a square chosen at random."
            return self.rng.choice(drives)[1]
        self.rule = ("Drove toward the fare worth most for the distance still to go (a passenger to pick "
                     "up or one riding to their stop): {move}.")
        return max(drives, key=lambda d: (self._value(d[0], goals), self.rng.random()))[1]

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
