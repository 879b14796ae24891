"""Fights and the ghost ship, as task handlers (see :mod:`.rounds`): gunpowder, the combat
dice, Saran's Sabre, the spoils of the winner; the ghost ship of the two-player variant."""
from __future__ import annotations

from kit.engine import CHANCE, Action
from kit.games.jamaica.board import POWERS, distance_to_finish
from kit.games.jamaica.components import EMPTY, HOLDS, LADY_BETH_BONUS, STAR, treasure_value
from kit.games.jamaica.moves import (
    GHOST_BACKWARD,
    GHOST_FORWARD,
    GIVE_CURSE,
    KEEP,
    PASS,
    REROLL,
    STEAL_HOLD,
    STEAL_POWER,
    STEAL_TREASURE,
    CombatRoll,
    TakeTreasure,
    powder_action,
)
from kit.games.jamaica.rounds import JamaicaFlow
from kit.games.jamaica.state import (
    MAX_SHIPS,
    Answer,
    Combat,
    CombatDefender,
    CombatEnd,
    CombatMiddle,
    CombatOver,
    CommitPowder,
    Committed,
    DieRolled,
    Fight,
    GhostMove,
    GhostSail,
    Pending,
    Picked,
    Sabre,
    Sabred,
    Spoiled,
    Spoils,
    SpoilsChoice,
    Stolen,
    Treasure,
)

COMBAT_MIDDLE, COMBAT_DEFENDER, SABRE, COMBAT_END, COMBAT_OVER, SABRED = (
    CombatMiddle(), CombatDefender(), Sabre(), CombatEnd(), CombatOver(), Sabred())
COMMITTED = tuple(Committed(p) for p in range(MAX_SHIPS))


class JamaicaCombat(JamaicaFlow):
    """Jamaica's fights and ghost ship (the game is :class:`kit.games.jamaica.rules.JamaicaGame`)."""

    def _controller(self, ship_id: int, rival: int) -> int:
        """Who decides for a ship in a fight: its player; for the ghost, the other player
        (KIT_DEFAULTS["ghost_opponent"])."""
        return ship_id if ship_id != self.ghost else 1 - rival

    def _combat(self) -> Combat:
        combat = self.state.combat
        assert combat is not None
        return combat

    def _fight(self, then: Fight, defender: int) -> None:
        s = self.state
        attacker = then.attacker
        s.combats += 1
        s.combat = Combat(attacker, defender)
        self._emit("combat", f"Combat! {self._name(attacker)} attacks {self._name(defender)} on space "
                   f"{s.ships[attacker].pos}.", attacker=attacker, defender=defender)
        s.tasks.append(COMBAT_MIDDLE)
        s.tasks.append(CommitPowder(attacker, defender))

    def _commit(self, task: CommitPowder) -> None:
        ship = self.state.ships[task.ship]
        amounts: list[tuple[Action, Answer]] = [(powder_action(k), k)
                                                for k in range(ship.total("gunpowder") + 1)]
        self._ask("powder", self._controller(task.ship, task.rival), amounts, COMMITTED[task.ship],
                  f"{ship.name}: how much gunpowder do you commit?")

    def _committed(self, then: Committed, amount: int) -> None:
        s = self.state
        ship_id = then.ship
        s.ships[ship_id].take("gunpowder", amount)
        self._combat().powder[ship_id] = amount
        text = f"{self._name(ship_id)} commits {amount} gunpowder and rolls"
        self._chance(Pending("combat", CHANCE, (), DieRolled(ship_id, text),
                             f"{self._name(ship_id)} rolls the combat die", (ship_id,)))

    def _die(self, then: DieRolled, roll: CombatRoll) -> None:
        face = roll.face
        self._combat().dice[then.ship] = face
        self._emit("die", f"{then.text}: {'a star' if face == STAR else face}.", ship=then.ship, face=face)

    def _combat_middle(self, task: CombatMiddle) -> None:
        s = self.state
        s.tasks.append(COMBAT_DEFENDER)
        c = self._combat()
        if c.dice[c.attacker] == STAR:
            s.tasks.append(SABRE)

    def _combat_defender(self, task: CombatDefender) -> None:
        s = self.state
        c = self._combat()
        s.tasks.append(COMBAT_END)
        if c.dice[c.attacker] != STAR:
            s.tasks += [SABRE, CommitPowder(c.defender, c.attacker)]

    def _sabre(self, task: Sabre) -> None:
        s = self.state
        c = self._combat()
        a, d = c.attacker, c.defender
        holder = next((x for x in (a, d) if s.ships[x].has("sabre")), None)
        if holder is None or c.sabre_used:
            return
        options: list[tuple[Action, Answer]] = [(KEEP, None)]
        options += [(REROLL[role], x) for role, x in (("attacker", a), ("defender", d)) if x in c.dice]
        self._ask("sabre", self._controller(holder, d if holder == a else a), options, SABRED,
                  "Saran's Sabre: re-roll one combat die?")

    def _sabred(self, then: Sabred, target: int | None) -> None:
        if target is None:
            return
        self._combat().sabre_used = True
        text = f"Saran's Sabre: {self._name(target)}'s die is rolled again"
        self._chance(Pending("combat", CHANCE, (), DieRolled(target, text),
                             f"{self._name(target)}'s combat die is rolled again", (target,)))

    def firepower(self, ship_id: int) -> int:
        c = self._combat()
        bonus = LADY_BETH_BONUS if self.state.ships[ship_id].has("ladybeth") else 0
        return c.powder.get(ship_id, 0) + c.dice.get(ship_id, 0) + bonus

    def _outcome(self, attacker: int, defender: int) -> tuple[int | None, int | None]:
        dice = self._combat().dice
        star_a, star_d = dice.get(attacker) == STAR, dice.get(defender) == STAR
        if star_a and star_d:
            return None, None
        if star_a or star_d:
            return (attacker, defender) if star_a else (defender, attacker)
        fa, fd = self.firepower(attacker), self.firepower(defender)
        self._emit("firepower", f"Firepower: {self._name(attacker)} {fa}, {self._name(defender)} {fd}.")
        if fa == fd:
            return None, None
        return (attacker, defender) if fa > fd else (defender, attacker)

    def _combat_end(self, task: CombatEnd) -> None:
        s = self.state
        c = self._combat()
        winner, loser = self._outcome(c.attacker, c.defender)
        s.bank["gunpowder"] += sum(c.powder.values())
        c.powder = {}
        c.winner = winner
        s.tasks.append(COMBAT_OVER)
        if winner is None or loser is None:
            self._emit("win", "Equal firepower: nothing happens.")
        else:
            self._emit("win", f"{self._name(winner)} wins the fight.", winner=winner, loser=loser)
            s.tasks.append(Spoils(winner, loser))

    def _combat_over(self, task: CombatOver) -> None:
        self.state.combat = None

    # ---------------------------------------------------------------- spoils
    def _spoils_options(self, winner: int, loser: int) -> list[tuple[Action, Answer]]:
        s = self.state
        w, lo = s.ships[winner], s.ships[loser]
        options: list[tuple[Action, Answer]] = [(STEAL_HOLD[i], ("hold", i)) for i, (_, amount) in
                                                enumerate(lo.holds) if amount]
        if lo.hidden:
            options.append((STEAL_TREASURE, ("treasure", None)))
        for power in lo.powers:
            if not (loser == self.ghost and power == "ladybeth"):
                options.append((STEAL_POWER[power], ("power", power)))
        if winner != self.ghost and any(treasure_value(t.card) < 0 for t in w.treasures):
            options.append((GIVE_CURSE, ("curse", None)))
        return options or [(PASS, ("pass", None))]

    def _spoils(self, task: Spoils) -> None:
        winner, loser = task.winner, task.loser
        self._ask("spoils", self._controller(winner, loser), self._spoils_options(winner, loser),
                  Spoiled(winner, loser),
                  f"{self._name(winner)} won: steal a hold, steal a treasure or give a cursed treasure.")

    def _spoiled(self, then: Spoiled, choice: SpoilsChoice) -> None:
        s = self.state
        winner, loser = then.winner, then.loser
        w, lo = s.ships[winner], s.ships[loser]
        kind, what = choice
        if kind == "hold" and isinstance(what, int):
            good, amount = lo.holds[what]
            self._emit("spoils", f"{w.name} steals hold {what + 1} of {lo.name}: {amount} {good}.")
            assert good is not None
            if winner == self.ghost:
                lo.holds[what] = EMPTY
                self._ghost_keeps(good, amount)
            else:
                self._place(winner, good, Stolen(winner, loser, what))
        elif kind == "treasure":
            prompt = f"{w.name} takes one of {lo.name}'s face-down treasures at random"
            self._chance(Pending("pick", CHANCE, (), Picked(winner, loser), prompt, (winner, loser)))
        elif kind == "power" and isinstance(what, str):
            card = next(t for t in lo.treasures if t.card == what)
            lo.treasures.remove(card)
            w.treasures.append(card)
            if what == "hold6":
                w.holds.append(lo.holds.pop(HOLDS))
            self._emit("spoils", f"{w.name} steals {POWERS[what]} from {lo.name}.")
        elif kind == "curse":
            curse = min(w.treasures, key=lambda t: treasure_value(t.card))
            w.treasures.remove(curse)
            lo.treasures.append(Treasure(curse.card, curse.known | self._seat_set(winner, loser), True))
            self._emit("spoils", f"{w.name} gives a cursed treasure to {lo.name}.")
            self._emit("spoils", f"The cursed treasure given is {curse.card}.", seen_by=tuple(sorted(
                self._seat_set(winner, loser))))
        else:
            self._emit("spoils", f"{w.name} finds nothing to take.")

    def _stolen(self, then: Stolen, index: int | None) -> None:
        s = self.state
        w, lo = s.ships[then.winner], s.ships[then.loser]
        good, amount = lo.holds[then.what]
        assert good is not None
        lo.holds[then.what] = EMPTY
        if index is None:
            s.bank[good] += amount
            self._emit("spoils", f"{w.name} has no room for {good}: it goes back to the bank.")
        else:
            w.holds[index] = (good, amount)

    def _picked(self, then: Picked, pick: TakeTreasure) -> None:
        s = self.state
        winner, loser, card = then.winner, then.loser, pick.card
        w, lo = s.ships[winner], s.ships[loser]
        pair = self._seat_set(winner, loser)
        taken = next(t for t in lo.treasures if t.card == card and not t.face_up)
        lo.treasures.remove(taken)
        # Whoever else knew the loser's face-down cards no longer knows which one went.
        lo.treasures = [t if t.face_up else Treasure(t.card, (t.known & pair) | self._seat_set(loser))
                        for t in lo.treasures]
        w.treasures.append(Treasure(card, (taken.known & pair) | pair))
        self._emit("spoils", f"{w.name} steals a face-down treasure from {lo.name}.")

    def _ghost_keeps(self, good: str, amount: int) -> None:
        s = self.state
        assert self.ghost is not None
        ghost = s.ships[self.ghost]
        if good != "doubloons":
            s.bank[good] += amount
            self._emit("spoils", f"The ghost ship only keeps doubloons: {amount} {good} go back to the bank.")
            return
        index = next((i for i, (k, _) in enumerate(ghost.holds) if k == "doubloons"), None)
        if index is None:
            index = next((i for i, (_, a) in enumerate(ghost.holds) if a == 0), None)
        if index is None:
            s.bank[good] += amount
            return
        ghost.holds[index] = ("doubloons", ghost.holds[index][1] + amount)

    # ---------------------------------------------------------------- the ghost ship (two-player variant)
    def _ghost_move(self, task: GhostMove) -> None:
        s = self.state
        assert self.ghost is not None
        ghost = s.ships[self.ghost]
        here = distance_to_finish(ghost.pos, ghost.lap)
        others = [distance_to_finish(o.pos, o.lap) for o in s.ships[: self.num_players]]
        lead = here < min(others) or (self.lead_ties and here <= min(others))
        last = here > max(others) or (self.lead_ties and here >= max(others))
        if lead != last:
            self._sail(self.ghost, task.die, last, s.captain)
            return
        self._ask("ghost", s.captain, [(GHOST_FORWARD, True), (GHOST_BACKWARD, False)], GhostSail(task.die),
                  "Captain: sail the ghost ship forward or backward?")

    def _ghost_sail(self, then: GhostSail, forward: bool) -> None:
        assert self.ghost is not None
        self._sail(self.ghost, then.die, forward, self.state.captain)
