"""Jamaica: a pirate race round the island, with holds to fill, ports to pay and fights.

Game by Malcolm Braff, Bruno Cathala and Sébastien Pauchon (GameWorks 2007, later Space
Cowboys). The wording here is the kit's own; the French rulebook is the reference.

>>> import kit
>>> g = kit.new_game("jamaica", players=3, seed=1)
>>> g.dice, g.to_act
((6, 2), [0])
>>> _ = g.play("order 6 2")          # the captain: morning die 6, evening die 2
>>> g.to_act                         # everyone picks a card face down at the same time
[0, 1, 2]
>>> [str(a) for a in g.legal_actions(0)]
['card 1', 'card 7', 'card 8']
>>> _ = g.play("card forward/forward", player=0)
>>> g.view(1)["ships"][0]["chosen"]  # others only see that a card is down
True

A round: the captain rolls the two action dice and says which is the morning die and which
the evening die (``order 5 2``); everyone picks one of their cards face down (``card 4`` or
``card forward/food``); the cards are revealed and, seat by seat from the captain, each
player does the card's morning action with the morning die and then its evening action with
the evening die. An action either loads goods (the die's number of doubloons, food or
gunpowder into one empty hold) or sails the ship forward or backward that many spaces.
Where a ship stops it fights any ship there (never on Port Royal), then pays: doubloons in
a port, food at sea; a pirate lair is free and its treasure token gives a treasure card.
Hands are refilled, the captain's compass passes to the left. The game ends with the round
in which a ship gets back to Port Royal.

Decisions met on the way are actions of whoever makes them: ``fork outer`` / ``fork inner``
at a fork (and when falling back after a shortage), ``empty hold 2`` when every hold is full,
``attack 3`` when several ships share the space, ``gunpowder 2`` to commit gunpowder,
``reroll attacker`` / ``reroll defender`` / ``keep`` with Saran's Sabre, and the winner's
``steal hold 3``, ``steal treasure`` (a face-down one, at random), ``steal sabre`` (a power
card, by name), ``give curse`` or ``pass`` when nothing can be taken. A decision with a
single possible answer is taken automatically.

Everything the rulebook leaves open is in :data:`KIT_DEFAULTS` (one place), each entry
labelled "kit default, not from the rulebook".
"""
from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any, Generator

from kit.engine import Action, Event, Game, GameInfo, IllegalAction, Option, register
from kit.games.jamaica.board import (
    BEHIND,
    FINISHED,
    PORT_ROYAL,
    RACING,
    SPACES,
    distance_to_finish,
    neighbours,
    side_of,
    stops,
)

# ------------------------------------------------------------------ components
#: The 11 action cards every player has, as (morning symbol, evening symbol); ids 1..11.
CARDS: dict[int, tuple[str, str]] = dict(enumerate((
    ("forward", "forward"), ("forward", "backward"), ("backward", "forward"),
    ("forward", "food"), ("food", "forward"), ("forward", "gunpowder"), ("gold", "forward"),
    ("gold", "gold"), ("gunpowder", "gold"), ("food", "gunpowder"), ("gunpowder", "food"),
), start=1))
CARD_BY_NAME = {f"{m}/{e}": cid for cid, (m, e) in CARDS.items()}
SYMBOL_GOOD = {"gold": "doubloons", "food": "food", "gunpowder": "gunpowder"}
GOODS = ("doubloons", "food", "gunpowder")
BANK = {"doubloons": 80, "food": 45, "gunpowder": 45}
START_HOLDS = (("food", 3), ("doubloons", 3))
HOLDS = 5
HAND = 3
STAR = 0  # the combat die's star face
COMBAT_DIE = (2, 4, 6, 8, 10, STAR)

#: The 12 treasure cards: power cards lie face up, the others face down until the end.
POWERS = {"map": "Morgan's Map", "sabre": "Saran's Sabre", "ladybeth": "Lady Beth", "hold6": "6th Hold"}
TREASURES = ("map", "sabre", "ladybeth", "hold6", "+3", "+3", "+5", "+7", "+7", "-2", "-3", "-4")
TREASURES_USED = 9
LADY_BETH_BONUS = 2

#: What the rulebook leaves open, decided once here. Every entry is a
#: "kit default, not from the rulebook"; change a value here to change the kit's behaviour
#: where a value is a number, or read the text to see how the code decides.
KIT_DEFAULTS: dict[str, Any] = {
    "first_captain": 0,  # seat 1 is the first captain
    "load_short_bank": "a load takes what the bank still has; when the bank has none, nothing "
                       "is loaded and no hold is emptied",
    "load_no_room": "when every hold already holds the good being loaded, the load is lost",
    "load_into": "goods go into the first empty hold (the five ship holds before the 6th Hold)",
    "pay_from": "payments and committed gunpowder come from the smallest holds of that good first",
    "combat_then_pay": "a ship that stops on an occupied space fights first, then pays for the space",
    "shortage": "the ship pays all it has of that good, then falls back space by space along the "
                "route (against the direction of the race) to the nearest space it can pay for "
                "with what is left (lairs and Port Royal are free); if two such spaces are equally "
                "near, one in each lane behind a merge, the player chooses the lane; there it fights "
                "if the space is occupied and pays (a new shortage repeats the fall)",
    "stolen_no_room": "stolen goods that cannot go into any hold of the winner go back to the bank",
    "steal_treasure": "'steal treasure' takes one of the loser's face-down treasures at random; "
                      "power cards (face up) are stolen by name",
    "give_curse": "'give curse' hands over the winner's worst cursed treasure",
    "spoils_pass": "the winner may pass only when none of the three spoils is possible",
    "both_stars": "if both combat dice end on the star (after Saran's Sabre), nobody wins",
    "sabre_timing": "Saran's Sabre is offered once both dice are known (or after the attacker's "
                    "star, before the defender commits)",
    "reshuffle": "an empty deck is refilled by shuffling the whole discard, the card just played included",
    "not_on_lap_score": -5,  # a ship on Port Royal that has not finished, or behind the start
    "public_scores": "during the game scores() counts only what everyone sees (space and "
                     "doubloons); face-down treasures count once the game is over",
    "ghost_moves": "with the ghost ship, the captain sails it right after their own morning "
                   "action (morning die) and again after their evening action (evening die)",
    "ghost_port_royal": "the ghost ship stops on Port Royal like a ship but never ends the game",
    "ghost_gold": "doubloons the ghost wins go into its doubloon hold (or an empty one)",
    "ghost_treasures": "Lady Beth is the ghost's from the start, so 9 of the other 11 treasure "
                       "cards are used",
}


def card_name(card: int) -> str:
    morning, evening = CARDS[card]
    return f"{morning}/{evening}"


def treasure_value(card: str) -> int:
    return 0 if card in POWERS else int(card)


def treasure_title(card: str) -> str:
    return POWERS.get(card, f"treasure {card}")


# ------------------------------------------------------------------ the state
@dataclass(slots=True)
class Hold:
    kind: str | None = None
    amount: int = 0

    def as_list(self) -> list:
        return [self.kind, self.amount] if self.amount else [None, 0]


@dataclass(slots=True)
class Ship:
    name: str
    pos: int = PORT_ROYAL
    lap: int = RACING
    holds: list[Hold] = field(default_factory=lambda: [Hold() for _ in range(HOLDS)])
    treasures: list[str] = field(default_factory=list)

    def total(self, good: str) -> int:
        return sum(h.amount for h in self.holds if h.kind == good)

    def take(self, good: str, amount: int) -> int:
        """Remove ``amount`` of ``good`` (smallest holds first); returns what was removed."""
        taken = 0
        for hold in sorted((h for h in self.holds if h.kind == good and h.amount), key=lambda h: h.amount):
            part = min(hold.amount, amount - taken)
            hold.amount -= part
            taken += part
            if hold.amount == 0:
                hold.kind = None
            if taken == amount:
                break
        return taken

    @property
    def hidden(self) -> list[str]:
        return [t for t in self.treasures if t not in POWERS]

    @property
    def powers(self) -> list[str]:
        return [t for t in self.treasures if t in POWERS]


@dataclass
class Decision:
    """Who may act now and what each may do: ``options[player][action] = payload``."""

    kind: str
    options: dict[int, dict[Action, Any]]
    prompt: str


@dataclass
class State:
    players: int
    ghost: int | None
    ships: list[Ship]
    bank: dict[str, int]
    decks: list[list[int]]
    hands: list[list[int]]
    discards: list[list[int]]
    treasure_deck: list[str]
    treasure_aside: list[str]
    tokens: set[int]
    captain: int = 0
    round: int = 1
    dice: tuple[int, int] = (0, 0)
    morning: int | None = None
    evening: int | None = None
    phase: str = "order"  # order, cards, resolve, over
    chosen: list[int | None] = field(default_factory=list)
    revealed: bool = False
    acting: int | None = None
    half: str | None = None
    combat: dict | None = None
    sailing: dict | None = None
    ending: bool = False
    decision: Decision | None = None
    events: list[Event] = field(default_factory=list)
    forks_taken: list[tuple[int, int, str]] = field(default_factory=list)
    shortages: int = 0
    combats: int = 0

    def emit(self, kind: str, text: str, **data: Any) -> None:
        self.events.append(Event(kind, text, data))

    def name(self, ship: int) -> str:
        return self.ships[ship].name

    def hand_size(self, player: int) -> int:
        return HAND + 1 if "map" in self.ships[player].treasures else HAND


Flow = Generator[Decision, tuple[int, Any], Any]


# ------------------------------------------------------------------ the flow of play
def ask(st: State, kind: str, player: int, options: dict[Action, Any], prompt: str) -> Flow:
    """A decision of one player; a single possible answer is taken without asking."""
    if len(options) == 1:
        return next(iter(options.values()))
    _, payload = yield Decision(kind, {player: options}, prompt)
    return payload


def game_flow(st: State, rng: Random, dice: tuple[int, int] | None = None) -> Flow:
    while True:
        yield from play_round(st, rng, dice)
        dice = None
        if st.ending:
            st.phase = "over"
            st.emit("end", "A ship is back in Port Royal: the game is over.")
            return
        refill_hands(st, rng)
        st.captain = (st.captain + 1) % st.players
        st.round += 1
        st.emit("captain", f"Round {st.round}: {st.name(st.captain)} is captain.")


def play_round(st: State, rng: Random, dice: tuple[int, int] | None) -> Flow:
    st.phase, st.morning, st.evening, st.revealed = "order", None, None, False
    st.chosen = [None] * st.players
    st.dice = dice or (rng.randint(1, 6), rng.randint(1, 6))
    a, b = st.dice
    st.emit("roll", f"{st.name(st.captain)} rolls the action dice: {a} and {b}.", dice=[a, b])
    orders = {Action("order", (str(a), str(b))): (a, b), Action("order", (str(b), str(a))): (b, a)}
    st.morning, st.evening = yield from ask(st, "order", st.captain, orders,
                                            "Captain: which die is the morning die?")
    st.emit("order", f"Morning die {st.morning}, evening die {st.evening}.",
            morning=st.morning, evening=st.evening)

    st.phase = "cards"
    while None in st.chosen:
        options = {p: {Action("card", (str(c),)): c for c in sorted(set(st.hands[p]))}
                   for p in range(st.players) if st.chosen[p] is None}
        player, card = yield Decision("card", options, "Pick a card face down.")
        st.chosen[player] = card
        st.hands[player].remove(card)
        st.emit("pick", f"{st.name(player)} puts a card face down.", player=player)
    st.revealed = True
    for p, card in enumerate(st.chosen):
        st.discards[p].append(card)
    st.emit("reveal", "Cards revealed: " + ", ".join(
        f"{st.name(p)} {card_name(c)}" for p, c in enumerate(st.chosen)), cards=list(st.chosen))

    st.phase = "resolve"
    for offset in range(st.players):
        player = (st.captain + offset) % st.players
        st.acting = player
        for half, die, symbol in zip(("morning", "evening"), (st.morning, st.evening), CARDS[st.chosen[player]]):
            st.half = half
            if st.ships[player].lap == FINISHED:
                st.emit("skip", f"{st.name(player)} is home and skips the {half} action.")
            else:
                yield from do_symbol(st, rng, player, symbol, die)
            if st.ghost is not None and player == st.captain:
                yield from ghost_turn(st, rng, die)
    st.acting = st.half = None


def do_symbol(st: State, rng: Random, player: int, symbol: str, die: int) -> Flow:
    if symbol in ("forward", "backward"):
        yield from sail(st, rng, player, die, symbol == "forward", player)
    else:
        yield from load(st, player, SYMBOL_GOOD[symbol], die)


def refill_hands(st: State, rng: Random) -> None:
    for p in range(st.players):
        drawn = 0
        while len(st.hands[p]) < st.hand_size(p):
            if not st.decks[p]:
                if not st.discards[p]:
                    break
                st.decks[p], st.discards[p] = st.discards[p], []
                rng.shuffle(st.decks[p])
                st.emit("reshuffle", f"{st.name(p)} shuffles the discard into a new deck.")
            st.hands[p].append(st.decks[p].pop())
            drawn += 1
        if drawn:
            st.emit("draw", f"{st.name(p)} draws {drawn} card{'s' if drawn > 1 else ''}.", player=p)


# ---- loading
def load(st: State, player: int, good: str, die: int) -> Flow:
    amount = min(die, st.bank[good])
    if amount == 0:
        st.emit("load", f"{st.name(player)} cannot load {good}: the bank has none.")
        return
    index = yield from hold_for(st, player, good)
    if index is None:
        st.emit("load", f"{st.name(player)} cannot load {good}: every hold already holds {good}.")
        return
    st.bank[good] -= amount
    hold = st.ships[player].holds[index]
    hold.kind, hold.amount = good, amount
    st.emit("load", f"{st.name(player)} loads {amount} {good}.", player=player, good=good, amount=amount)


def hold_for(st: State, player: int, good: str) -> Flow:
    """The empty hold that will take ``good``: the first empty one, or one the player empties
    (a choice among the holds that do not hold ``good``). None when there is no room."""
    ship = st.ships[player]
    empty = next((i for i, h in enumerate(ship.holds) if h.amount == 0), None)
    if empty is not None:
        return empty
    choices = {Action("empty", ("hold", str(i + 1))): i for i, h in enumerate(ship.holds) if h.kind != good}
    if not choices:
        return None
    empty = yield from ask(st, "empty", player, choices,
                           f"Every hold is full: empty one that does not hold {good}.")
    hold = ship.holds[empty]
    st.bank[hold.kind] += hold.amount
    st.emit("empty", f"{st.name(player)} empties hold {empty + 1} ({hold.amount} {hold.kind}) into the bank.")
    hold.kind, hold.amount = None, 0
    return empty


# ---- sailing
def sail(st: State, rng: Random, ship_id: int, steps: int, forward: bool, decider: int) -> Flow:
    ship = st.ships[ship_id]
    trail = [ship.pos]
    st.sailing = {"ship": ship_id, "trail": trail, "steps": steps, "forward": forward}
    for _ in range(steps):
        options = neighbours(ship.pos, forward, ship.lap)
        if len(options) > 1:
            lanes = {Action("fork", (side_of(space),)): (space, lap) for space, lap in options}
            (space, lap) = yield from ask(st, "fork", decider, lanes,
                                          f"{ship.name} is at a fork on space {ship.pos}: outer lane or inner channel?")
            st.forks_taken.append((ship_id, ship.pos, side_of(space)))
        else:
            space, lap = options[0]
        ship.pos, ship.lap = space, lap
        trail.append(space)
        if stops(space, lap, forward):
            break
    st.sailing = None
    way = "forward" if forward else "backward"
    st.emit("move", f"{ship.name} sails {way} {len(trail) - 1}: " + " → ".join(map(str, trail)) + ".",
            ship=ship_id, path=list(trail))
    if ship.lap == FINISHED:
        if ship_id == st.ghost:
            ship.lap = RACING
            st.emit("ghost", "The ghost ship reaches Port Royal and stops there.")
            return
        st.ending = True
        st.emit("finish", f"{ship.name} is back in Port Royal! The round is played to its end.", ship=ship_id)
        return
    yield from arrive(st, rng, ship_id, decider)


def arrive(st: State, rng: Random, ship_id: int, decider: int) -> Flow:
    """Where a ship stops: fight whoever is there (never on Port Royal), then pay."""
    ship = st.ships[ship_id]
    if ship.pos == PORT_ROYAL:
        return
    others = [q for q, s in enumerate(st.ships) if q != ship_id and s.pos == ship.pos]
    if others:
        targets = {Action("attack", (ship_label(st, q),)): q for q in others}
        target = yield from ask(st, "target", decider, targets, "Several ships are here: which one do you attack?")
        yield from combat(st, rng, ship_id, target)
    yield from pay(st, rng, ship_id)


def pay(st: State, rng: Random, ship_id: int) -> Flow:
    ship = st.ships[ship_id]
    space = SPACES[ship.pos]
    if space.kind == "lair":
        take_token(st, ship_id)
        return
    if ship_id == st.ghost or not space.cost:
        return
    good, have = space.pays_with, ship.total(space.pays_with)
    if have >= space.cost:
        ship.take(good, space.cost)
        st.bank[good] += space.cost
        st.emit("pay", f"{ship.name} pays {space.cost} {good} on space {ship.pos}.", ship=ship_id)
        return
    ship.take(good, have)
    st.bank[good] += have
    st.shortages += 1
    st.emit("shortage", f"Shortage! {ship.name} owes {space.cost} {good} on space {ship.pos}, pays the {have} it has "
            "and falls back.", ship=ship_id)
    nearest = fallback_spaces(ship, ship.pos)
    lanes = {Action("fork", (side_of(s),)): s for s in nearest}
    target = yield from ask(st, "fall", ship_id, lanes, "Falling back: two lanes are equally near; which one?")
    st.emit("move", f"{ship.name} falls back to space {target}.", ship=ship_id, path=[ship.pos, target])
    ship.pos = target
    yield from arrive(st, rng, ship_id, ship_id)


def can_pay(ship: Ship, space: int) -> bool:
    s = SPACES[space]
    return not s.cost or ship.total(s.pays_with) >= s.cost


def fallback_spaces(ship: Ship, start: int) -> list[int]:
    """The nearest spaces behind ``start`` that the ship can pay for (two only when they lie
    equally far back in the two lanes behind a merge). Port Royal is free, so the search
    always ends."""
    level = [start]
    while True:
        behind: list[int] = []
        for space in level:
            for prev, _ in neighbours(space, forward=False):
                if prev not in behind:
                    behind.append(prev)
        payable = [s for s in behind if can_pay(ship, s)]
        if payable:
            return payable
        level = behind


def take_token(st: State, ship_id: int) -> None:
    ship = st.ships[ship_id]
    if ship.pos not in st.tokens:
        return
    st.tokens.discard(ship.pos)
    if not st.treasure_deck:
        st.emit("treasure", f"{ship.name} takes the treasure token; no treasure card is left.")
        return
    card = st.treasure_deck.pop()
    ship.treasures.append(card)
    if card == "hold6":
        ship.holds.append(Hold())
    if card in POWERS:
        st.emit("treasure", f"{ship.name} finds a treasure in the lair: {POWERS[card]}!", ship=ship_id, card=card)
    else:
        st.emit("treasure", f"{ship.name} finds a treasure in the lair and keeps it face down.", ship=ship_id)


# ---- combat
def ship_label(st: State, ship_id: int) -> str:
    return "ghost" if ship_id == st.ghost else str(ship_id + 1)


def controller(st: State, ship_id: int, rival: int) -> int:
    """Who decides for a ship in a fight: its player; for the ghost, the opponent of the
    ship it fights (the other player of a two-player game)."""
    if ship_id != st.ghost:
        return ship_id
    return 1 - rival


def combat(st: State, rng: Random, attacker: int, defender: int) -> Flow:
    st.combats += 1
    st.combat = c = {"attacker": attacker, "defender": defender, "powder": {}, "dice": {}, "sabre_used": False,
                     "winner": None}
    st.emit("combat", f"Combat! {st.name(attacker)} attacks {st.name(defender)} on space {st.ships[attacker].pos}.",
            attacker=attacker, defender=defender)
    yield from commit_and_roll(st, rng, attacker, defender)
    if c["dice"][attacker] == STAR:
        yield from sabre(st, rng, attacker, defender)
    if c["dice"][attacker] != STAR:
        yield from commit_and_roll(st, rng, defender, attacker)
        yield from sabre(st, rng, attacker, defender)
    winner, loser = outcome(st, attacker, defender)
    st.bank["gunpowder"] += sum(c["powder"].values())
    c["powder"] = {}
    c["winner"] = winner
    if winner is None:
        st.emit("win", "Equal firepower: nothing happens.")
    else:
        st.emit("win", f"{st.name(winner)} wins the fight.", winner=winner, loser=loser)
        yield from spoils(st, rng, winner, loser)
    st.combat = None


def commit_and_roll(st: State, rng: Random, ship_id: int, rival: int) -> Flow:
    ship = st.ships[ship_id]
    have = ship.total("gunpowder")
    amounts = {Action("gunpowder", (str(k),)): k for k in range(have + 1)}
    k = yield from ask(st, "powder", controller(st, ship_id, rival), amounts,
                       f"{ship.name}: how much gunpowder do you commit?")
    ship.take("gunpowder", k)
    st.combat["powder"][ship_id] = k
    roll_combat_die(st, rng, ship_id, f"{ship.name} commits {k} gunpowder and rolls")


def roll_combat_die(st: State, rng: Random, ship_id: int, text: str) -> None:
    face = rng.choice(COMBAT_DIE)
    st.combat["dice"][ship_id] = face
    st.emit("die", f"{text}: {'a star' if face == STAR else face}.", ship=ship_id, face=face)


def sabre(st: State, rng: Random, attacker: int, defender: int) -> Flow:
    c = st.combat
    holder = next((s for s in (attacker, defender) if "sabre" in st.ships[s].treasures), None)
    if holder is None or c["sabre_used"]:
        return
    options = {Action("keep"): None}
    options.update({Action("reroll", (role,)): s for role, s in (("attacker", attacker), ("defender", defender))
                    if s in c["dice"]})
    rival = defender if holder == attacker else attacker
    target = yield from ask(st, "sabre", controller(st, holder, rival), options,
                            "Saran's Sabre: re-roll one combat die?")
    if target is None:
        return
    c["sabre_used"] = True
    roll_combat_die(st, rng, target, f"Saran's Sabre: {st.name(target)}'s die is rolled again")


def firepower(st: State, ship_id: int) -> int:
    c = st.combat
    bonus = LADY_BETH_BONUS if "ladybeth" in st.ships[ship_id].treasures else 0
    return c["powder"].get(ship_id, 0) + c["dice"].get(ship_id, 0) + bonus


def outcome(st: State, attacker: int, defender: int) -> tuple[int | None, int | None]:
    dice = st.combat["dice"]
    star_a, star_d = dice.get(attacker) == STAR, dice.get(defender) == STAR
    if star_a and star_d:
        return None, None
    if star_a or star_d:
        return (attacker, defender) if star_a else (defender, attacker)
    fa, fd = firepower(st, attacker), firepower(st, defender)
    st.emit("firepower", f"Firepower: {st.name(attacker)} {fa}, {st.name(defender)} {fd}.")
    if fa == fd:
        return None, None
    return (attacker, defender) if fa > fd else (defender, attacker)


def spoils(st: State, rng: Random, winner: int, loser: int) -> Flow:
    w, l = st.ships[winner], st.ships[loser]
    options: dict[Action, Any] = {}
    for i, hold in enumerate(l.holds):
        if hold.amount:
            options[Action("steal", ("hold", str(i + 1)))] = ("hold", i)
    if l.hidden:
        options[Action("steal", ("treasure",))] = ("treasure", None)
    for power in l.powers:
        if not (loser == st.ghost and power == "ladybeth"):
            options[Action("steal", (power,))] = ("power", power)
    if winner != st.ghost and any(treasure_value(t) < 0 for t in w.treasures):
        options[Action("give", ("curse",))] = ("curse", None)
    if not options:
        options[Action("pass")] = ("pass", None)
    kind, what = yield from ask(st, "spoils", controller(st, winner, loser), options,
                                f"{w.name} won: steal a hold, steal a treasure or give a cursed treasure.")
    if kind == "hold":
        hold = l.holds[what]
        good, amount = hold.kind, hold.amount
        st.emit("spoils", f"{w.name} steals hold {what + 1} of {l.name}: {amount} {good}.")
        if winner == st.ghost:
            hold.kind, hold.amount = None, 0
            ghost_keeps(st, good, amount)
        else:
            index = yield from hold_for(st, winner, good)
            hold.kind, hold.amount = None, 0
            if index is None:
                st.bank[good] += amount
                st.emit("spoils", f"{w.name} has no room for {good}: it goes back to the bank.")
            else:
                w.holds[index].kind, w.holds[index].amount = good, amount
    elif kind == "treasure":
        card = l.hidden[rng.randrange(len(l.hidden))]
        l.treasures.remove(card)
        w.treasures.append(card)
        st.emit("spoils", f"{w.name} steals a face-down treasure from {l.name}.")
    elif kind == "power":
        l.treasures.remove(what)
        w.treasures.append(what)
        if what == "hold6":
            w.holds.append(l.holds.pop(HOLDS))
        st.emit("spoils", f"{w.name} steals {POWERS[what]} from {l.name}.")
    elif kind == "curse":
        curse = min(w.treasures, key=treasure_value)
        w.treasures.remove(curse)
        l.treasures.append(curse)
        st.emit("spoils", f"{w.name} gives a cursed treasure to {l.name}.")
    else:
        st.emit("spoils", f"{w.name} finds nothing to take.")


def ghost_keeps(st: State, good: str, amount: int) -> None:
    ghost = st.ships[st.ghost]
    if good != "doubloons":
        st.bank[good] += amount
        st.emit("spoils", f"The ghost ship only keeps gold: {amount} {good} go back to the bank.")
        return
    hold = next((h for h in ghost.holds if h.kind == "doubloons"), None) or next(
        (h for h in ghost.holds if h.amount == 0), None)
    if hold is None:
        st.bank[good] += amount
        return
    hold.kind, hold.amount = "doubloons", hold.amount + amount


# ---- the ghost ship (two-player variant)
def ghost_turn(st: State, rng: Random, die: int) -> Flow:
    ghost = st.ships[st.ghost]
    here = distance_to_finish(ghost.pos, ghost.lap)
    others = [distance_to_finish(s.pos, s.lap) for s in st.ships[: st.players]]
    if here < min(others):
        forward = False
    elif here > max(others):
        forward = True
    else:
        forward = yield from ask(st, "ghost", st.captain,
                                 {Action("ghost", ("forward",)): True, Action("ghost", ("backward",)): False},
                                 "Captain: sail the ghost ship forward or backward?")
    yield from sail(st, rng, st.ghost, die, forward, st.captain)


# ------------------------------------------------------------------ the game
RULE_OF = {
    "order": ("captain's dice", "the captain says which rolled die is the morning die, e.g. 'order {a}'"),
    "card": ("action cards", "pick one card of your hand, e.g. '{a}'"),
    "fork": ("forks", "at a fork choose the lane: 'fork outer' or 'fork inner'"),
    "fall": ("shortage", "falling back: choose the lane, 'fork outer' or 'fork inner'"),
    "empty": ("loading", "only an empty hold can be loaded; empty a hold that does not hold the good loaded"),
    "target": ("combat", "choose which ship on this space to attack, e.g. '{a}'"),
    "powder": ("gunpowder", "commit between 0 and the gunpowder you hold, e.g. '{a}'"),
    "sabre": ("Saran's Sabre", "re-roll one combat die ('reroll attacker' / 'reroll defender') or 'keep'"),
    "spoils": ("spoils of combat", "the winner steals a hold, steals a treasure or gives a curse, e.g. '{a}'"),
    "ghost": ("ghost ship", "the captain sails the ghost 'ghost forward' or 'ghost backward'"),
}
ALIASES = {"dice": "order", "powder": "gunpowder"}


@register
class JamaicaGame(Game):
    """Jamaica for 2–6 players (with the optional ghost ship when two play)."""

    info = GameInfo(
        name="jamaica",
        title="Jamaica",
        min_players=2,
        max_players=6,
        designers=("Malcolm Braff", "Bruno Cathala", "Sébastien Pauchon"),
        publishers=("GameWorks", "Space Cowboys"),
        summary="A pirate race round the island: action cards, holds of gold, food and "
                "gunpowder, ports to pay, lairs to plunder, fights at sea.",
        credits="Board data transcribed from public sources (kit/games/jamaica/README.md).",
        year=2007,
    )
    options = {
        "ghost_ship": Option(False, "two players only: add the captain-driven ghost ship", (False, True),
                             source="variant"),
    }

    # ---------------------------------------------------------------- setup
    def _check_settings(self) -> None:
        if self.settings["ghost_ship"] and self.num_players != 2:
            raise ValueError("the ghost ship is a two-player variant")

    def _setup(self) -> None:
        rng, n = self.rng, self.num_players
        ghost = n if self.settings["ghost_ship"] else None
        ships = [Ship(self.player_name(p)) for p in range(n)]
        bank = dict(BANK)
        for ship in ships:
            for hold, (good, amount) in zip(ship.holds, START_HOLDS):
                hold.kind, hold.amount = good, amount
                bank[good] -= amount
        treasures = list(TREASURES)
        if ghost is not None:
            ships.append(Ship("ghost ship"))
            for hold, amount in zip(ships[ghost].holds, (5, 3)):
                hold.kind, hold.amount = "doubloons", amount
                bank["doubloons"] -= amount
            treasures.remove("ladybeth")
            ships[ghost].treasures.append("ladybeth")
        rng.shuffle(treasures)
        decks = []
        for _ in range(n):
            deck = list(CARDS)
            rng.shuffle(deck)
            decks.append(deck)
        st = State(players=n, ghost=ghost, ships=ships, bank=bank, decks=decks,
                   hands=[[deck.pop() for _ in range(HAND)] for deck in decks],
                   discards=[[] for _ in range(n)], treasure_deck=treasures[:TREASURES_USED],
                   treasure_aside=treasures[TREASURES_USED:], tokens={s.id for s in SPACES if s.kind == "lair"},
                   captain=KIT_DEFAULTS["first_captain"])
        self.st = st
        self._flow = game_flow(st, rng)
        self._advance(None)
        self.setup_events.extend(st.events)

    def arrange(self, dice: tuple[int, int]) -> None:
        """Lessons and tests: restart the current round with chosen action dice, before any
        card is picked. Not a move: the history and save files do not record it, so use it
        only on a game you will not undo or save."""
        st = self.st
        if st.phase not in ("order", "cards") or any(c is not None for c in st.chosen):
            raise IllegalAction("arrange", "only at the start of a round, before any card is picked")
        self._flow = game_flow(st, self.rng, tuple(dice))
        self._advance(None)

    def _advance(self, answer: tuple[int, Any] | None) -> None:
        st = self.st
        st.events = []
        try:
            st.decision = next(self._flow) if answer is None else self._flow.send(answer)
        except StopIteration:
            st.decision = None

    # ---------------------------------------------------------------- hooks
    def _to_act(self) -> list[int]:
        d = self.st.decision
        return sorted(d.options) if d else []

    def _legal_actions(self, player: int) -> list[Action]:
        d = self.st.decision
        return list(d.options.get(player, ())) if d else []

    def _check(self, player: int, action: Action) -> None:
        d = self.st.decision
        if d is None or action not in d.options.get(player, ()):
            raise self._why_illegal(player, action)

    def _parse(self, text: str, player: int) -> Action:
        words = text.lower().split()
        if not words:
            raise IllegalAction("action syntax", "an empty action")
        words[0] = ALIASES.get(words[0], words[0])
        if words[0] == "card" and len(words) == 2 and words[1] in CARD_BY_NAME:
            words[1] = str(CARD_BY_NAME[words[1]])
        return Action(words[0], tuple(words[1:]))

    def _apply(self, player: int, action: Action) -> list[Event]:
        payload = self.st.decision.options[player][action]
        self._advance((player, payload))
        return self.st.events

    def _why_illegal(self, player: int, action: Action) -> IllegalAction:
        d = self.st.decision
        if d is None:
            return IllegalAction("game over", "the game has ended")
        legal = list(d.options.get(player, ()))
        rule, text = RULE_OF[d.kind]
        example = str(legal[0]) if legal else "?"
        if d.kind == "card" and action.name == "card":
            return IllegalAction("action cards", f"{action} is not in your hand; you hold "
                                 + ", ".join(f"{a} ({card_name(int(a.args[0]))})" for a in legal))
        if d.kind == "powder" and action.name == "gunpowder":
            return IllegalAction("gunpowder", f"you hold only {len(legal) - 1} gunpowder")
        if d.kind == "empty" and action.name == "empty":
            return IllegalAction("loading", "empty a hold that is full and does not hold the good you load: "
                                 + ", ".join(map(str, legal)))
        return IllegalAction(rule, f"{action} is not possible now: " + text.format(a=example)
                             + " (legal: " + ", ".join(map(str, legal)) + ")")

    def _is_over(self) -> bool:
        return self.st.decision is None

    # ---------------------------------------------------------------- scoring
    def space_score(self, player: int) -> int:
        ship = self.st.ships[player]
        if ship.lap == FINISHED:
            return SPACES[PORT_ROYAL].end_score
        if ship.lap == BEHIND or ship.pos == PORT_ROYAL:
            return KIT_DEFAULTS["not_on_lap_score"]
        return SPACES[ship.pos].end_score

    def score_parts(self, player: int, reveal: bool | None = None) -> dict[str, int]:
        """Space, doubloons and treasures of a player's score (treasures face down count only
        once the game is over, or with ``reveal=True``)."""
        reveal = self.over if reveal is None else reveal
        ship = self.st.ships[player]
        return {"space": self.space_score(player), "doubloons": ship.total("doubloons"),
                "treasures": sum(treasure_value(t) for t in ship.treasures) if reveal else 0}

    def _repr_svg_(self) -> str:
        """The board as a static picture (the teacher's view)."""
        from kit.games.jamaica.widget import board_svg

        return board_svg(self)

    def scores(self) -> list[float]:
        return [sum(self.score_parts(p).values()) for p in self.players]

    def winners(self) -> list[int]:
        """Best score; a tie goes to the ship closest to Port Royal."""
        if not self.over:
            return []
        scores = self.scores()
        best = [p for p in self.players if scores[p] == max(scores)]
        near = {p: distance_to_finish(self.st.ships[p].pos, self.st.ships[p].lap) for p in best}
        return [p for p in best if near[p] == min(near.values())]

    # ---------------------------------------------------------------- views
    def _view(self, player: int | None) -> dict:
        st = self.st
        ships = []
        for i, ship in enumerate(st.ships):
            mine = player is None or player == i
            entry: dict[str, Any] = {
                "name": ship.name, "space": ship.pos, "lap": ship.lap,
                "holds": [h.as_list() for h in ship.holds],
                "powers": ship.powers,
                "face_down": list(ship.hidden) if mine else len(ship.hidden),
            }
            if i < st.players:
                chosen = st.chosen[i] if st.chosen else None
                entry.update({
                    "hand": sorted(st.hands[i]) if mine else len(st.hands[i]),
                    "deck": list(st.decks[i]) if player is None else len(st.decks[i]),
                    "discard": list(st.discards[i]),
                    "chosen": chosen if (mine or st.revealed) else chosen is not None,
                })
            ships.append(entry)
        d = st.decision
        view = {
            "round": st.round, "captain": st.captain, "phase": st.phase if d else "over",
            "dice": list(st.dice), "morning": st.morning, "evening": st.evening,
            "acting": st.acting, "half": st.half,
            "ships": ships, "bank": dict(st.bank), "tokens": sorted(st.tokens),
            "treasure_deck": list(st.treasure_deck) if player is None else len(st.treasure_deck),
            "combat": None if st.combat is None else {
                "attacker": st.combat["attacker"], "defender": st.combat["defender"],
                "powder": {str(k): v for k, v in st.combat["powder"].items()},
                "dice": {str(k): v for k, v in st.combat["dice"].items()}},
            "decision": None if d is None else {"kind": d.kind, "prompt": d.prompt, "players": sorted(d.options)},
            "to_act": self.to_act, "scores": self.scores(), "over": self.over,
        }
        if player is None:
            view["treasure_aside"] = list(st.treasure_aside)
            view["forks_taken"] = [list(f) for f in st.forks_taken]
        elif d is not None and player in d.options:
            view["legal"] = [str(a) for a in d.options[player]]
        return view

    # ---------------------------------------------------------------- conveniences
    @property
    def dice(self) -> tuple[int, int]:
        return self.st.dice

    @property
    def ships(self) -> list[Ship]:
        return self.st.ships

    @property
    def bank(self) -> dict[str, int]:
        return self.st.bank

    @property
    def decision(self) -> Decision | None:
        return self.st.decision

    def totals(self) -> dict[str, int]:
        """Every good in play: bank + holds + gunpowder committed in a fight (conserved)."""
        st = self.st
        out = dict(st.bank)
        for ship in st.ships:
            for h in ship.holds:
                if h.amount:
                    out[h.kind] += h.amount
        if st.combat:
            out["gunpowder"] += sum(st.combat["powder"].values())
        return out


from kit.games.jamaica import bots as _bots  # noqa: E402,F401  (registers the Jamaica bots)
