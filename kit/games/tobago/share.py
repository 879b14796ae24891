"""Tobago's treasure rules (reference §7): raising a located treasure, sharing its cards
rose by rose, curses and the amulets that protect from them, and the new hunt that starts
on the emptied map.
"""
from __future__ import annotations

from collections import Counter

from kit.engine import Event
from kit.games.tobago.hexes import format_hex
from kit.games.tobago.resample import face_down_draws
from kit.games.tobago.state import CURSE, EXTRA_DUE, REVEAL_DUE, DealDue, ShareState
from kit.games.tobago.turns import TobagoBase


class SharingRules(TobagoBase):
    """Raising, sharing and curses."""

    def _raise(self, player: int, m: int, events: list[Event]) -> None:
        s = self.state
        spot = self.located(m)
        assert spot is not None, "only a located treasure is raised"
        s.share_queue = [m] + [k for k in self._located_here(spot) if k != m]
        events.append(Event("raise", f"raised map {m + 1}'s treasure at {format_hex(spot)}",
                            {"map": m, "hex": spot}))
        s.actions_left = 0
        self._start_share(player, events)

    def _start_share(self, raiser: int, events: list[Event]) -> None:
        s = self.state
        m = s.share_queue.pop(0)
        roses = [owner for _, owner in reversed(s.clues[m])]
        if s.roses[raiser] > 0:  # the raiser's rose goes under the column
            s.roses[raiser] -= 1
            roses.insert(0, raiser)
        if self.settings["share_order"] == "most roses":
            roses = self._most_roses_first(roses, m, raiser)
        s.share = ShareState(map=m, raiser=raiser, roses=roses, participants=sorted(set(roses)))
        s.phase = "share"
        s.tasks += [DealDue(owner) for owner in roses] + [EXTRA_DUE, REVEAL_DUE]
        events.append(Event("share", f"sharing map {m + 1}'s treasure: one card face down for each of "
                            f"{len(roses)} roses and one extra", {"map": m, "roses": len(roses)}))

    def _most_roses_first(self, roses: list[int], m: int, raiser: int) -> list[int]:
        """The Hungarian summary's order: more roses first; ties to the ATV nearest the
        treasure (in ATV steps), then seat order from the raiser."""
        s = self.state
        counts = Counter(roses)
        centre = self.located(m) or s.atv[raiser]
        dist = self.tables.distances(centre) if centre is not None else {}

        def rank(p: int) -> tuple[int, int, int]:
            at = s.atv[p]
            return (-counts[p], dist.get(at, 99) if at is not None else 99, (p - raiser) % self.num_players)

        return [p for p in sorted(counts, key=rank) for _ in range(counts[p])]

    def _share(self) -> ShareState:
        sh = self.state.share
        assert sh is not None, "no sharing in progress"
        return sh

    def _reveal(self, value: int, events: list[Event]) -> None:
        """Turn up a card of the pool (of this value) and offer it from the lowest rose. The
        card is known by its value only: which draw number it had nobody can tell (the
        raiser shuffled the pool), so none is taken from the pool here."""
        s = self.state
        sh = self._share()
        sh.pool.remove(value)
        sh.revealed.append(value)
        sh.card, sh.offer = value, 0
        if value != CURSE:
            events.append(Event("reveal", f"revealed a treasure card of {value} coins", {"value": value}))
            return
        events.append(Event("curse", "revealed a CURSE!"))
        if self._curse(events):
            s.phase = "curse"  # players with an amulet decide first
            return
        self._after_curse(events)

    def _curse(self, events: list[Event]) -> bool:
        """Apply a curse to every affected player; True if some may still use an amulet."""
        s = self.state
        sh = self._share()
        hit = sorted(set(sh.roses)) if self.settings["curse_affects"] == "rose holders" else sh.participants
        sh.cursed = []
        for p in hit:
            if not s.treasures[p]:
                continue
            if s.amulets[p] > 0:
                sh.cursed.append(p)
            else:
                self._lose_best(p, events)
        return bool(sh.cursed)

    def _lose_best(self, player: int, events: list[Event]) -> None:
        s = self.state
        best = max(s.treasures[player])
        s.treasures[player].remove(best)
        s.discard.append(best)
        events.append(Event("curse", f"{self.player_name(player)} loses a card of {best} coins",
                            {"player": player, "value": best}))

    def _answer_curse(self, player: int, protect: bool, events: list[Event]) -> None:
        s = self.state
        sh = self._share()
        sh.cursed.remove(player)
        if not sh.cursed:
            s.phase = "share"
        if protect:
            self._use_amulet(player)
            events.append(Event("amulet", f"{self.player_name(player)} discards an amulet against the curse"))
        else:
            self._lose_best(player, events)
        if not sh.cursed:
            self._after_curse(events)

    def _after_curse(self, events: list[Event]) -> None:
        """Discard the curse; end the sharing (default) or turn up the next card."""
        s = self.state
        sh = self._share()
        s.discard.append(CURSE)
        sh.card = None
        if self.settings["curse_ends_sharing"]:
            events.append(Event("curse", "the curse ends the sharing"))
            self._end_share(events)
        else:
            s.tasks.append(REVEAL_DUE)

    def _answer_offer(self, player: int, take: bool, events: list[Event]) -> None:
        s = self.state
        sh = self._share()
        value = sh.card
        assert value is not None, "no card on offer"
        if take:
            s.treasures[player].append(value)
            sh.roses.pop(sh.offer)
            s.roses[player] += 1
            sh.card = None
            events.append(Event("take", f"{self.player_name(player)} takes {value} coins",
                                {"player": player, "value": value}))
            s.tasks.append(REVEAL_DUE)
            return
        sh.offer += 1
        if sh.offer >= len(sh.roses):
            s.discard.append(value)
            sh.card = None
            events.append(Event("discard", f"every rose passed: the {value} is discarded"))
            s.tasks.append(REVEAL_DUE)

    def _end_share(self, events: list[Event]) -> None:
        s = self.state
        sh = self._share()
        if sh.card is not None:
            s.discard.append(sh.card)
        s.hidden += sh.pool  # KIT_DEFAULTS["pool_leftovers"]
        s.hidden_draws += face_down_draws(sh.dealt, sh.revealed)
        for owner in sh.roses:
            s.roses[owner] += 1
        s.clue_discard += [(c, None) for c, _ in s.clues[sh.map]]
        s.clues[sh.map] = ()
        s.candidates[sh.map] = self.tables.all
        s.share = None
        s.treasures_raised += 1
        s.phase = "turn"
        events.append(Event("shared", f"map {sh.map + 1} is empty again: a new hunt starts there"))
        four = self.settings["game_end"] == "four treasures" and s.treasures_raised >= 4
        if s.share_queue and s.deck and not four:
            self._start_share(sh.raiser, events)
            return
        s.share_queue = []
        if self.settings["amulet_spawn"] == "after sharing":
            self._spawn_amulets(events)
        if not s.deck:
            self._game_over("the treasure deck is exhausted", events,
                            "The treasure deck is exhausted: the game ends.")
        elif four:
            self._game_over("four treasures have been found and shared", events,
                            "Four treasures have been found and shared: the game ends (game_end option).")
        else:
            s.current = sh.raiser
            self._next_player()
