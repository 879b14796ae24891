"""Tobago's options and kit defaults: every point the sources leave open (reference
tobago.md §10), as an :class:`Option` where a real alternative exists, else an entry of
:data:`KIT_DEFAULTS`; and the reading of the ``gold_values`` option.
"""
from __future__ import annotations

import re

from kit.engine import Option, short
from kit.games.tobago.board import ISLAND_SEEDS
from kit.games.tobago.island import DEFAULTS as ISLAND_DEFAULTS
from kit.games.tobago.state import MAX_COINS, MAX_GOLD_CARDS

KIT = "kit default"
_GOLD_PART = re.compile(r"([0-9]{1,3})x([0-9]{1,3})")


def parse_gold_values(text: str) -> list[int]:
    """The gold cards of the deck from a text like ``"8x2,8x3"`` (count x coins); counts
    and coins are short ASCII numbers, at most 60 cards of 1-20 coins in all.

    >>> parse_gold_values("2x5, 1x6")
    [5, 5, 6]
    >>> parse_gold_values("5000000x2")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: gold_values: cannot read '5000000x2'; write e.g. '8x2,8x3' (count x coins, ...)
    """
    if type(text) is not str or len(text) > 200:
        raise ValueError("gold_values: write e.g. '8x2,8x3' (count x coins), at most 200 characters")
    values: list[int] = []
    for part in text.replace(" ", "").split(","):
        found = _GOLD_PART.fullmatch(part)
        if not found:
            raise ValueError(f"gold_values: cannot read {short(part, 20)}; write e.g. '8x2,8x3' "
                             "(count x coins, each at most 3 digits)")
        count, coins = int(found[1]), int(found[2])
        if not 1 <= coins <= MAX_COINS:
            raise ValueError(f"gold_values: a gold card shows 1 to {MAX_COINS} coins, not {coins}")
        if len(values) + count > MAX_GOLD_CARDS:
            raise ValueError(f"gold_values: at most {MAX_GOLD_CARDS} gold cards")
        values += [coins] * count
    return values



#: Every rule the sources leave open with a real alternative (reference §10), with the
#: recommended default. Source "kit default" means: not from the rulebook, editable.
OPTIONS: dict[str, Option] = {
    "island_seed": Option(-1, "which generated island to play: the same number always gives the same "
                          "island; leave it at -1 and chance draws the island as the game starts",
                          source=KIT, bounds=(-1, ISLAND_SEEDS - 1),
                          label="Island number"),
    "island_size": Option(70, "land hexes of a generated island (the real size is not published)",
                          source=KIT, bounds=ISLAND_DEFAULTS["size_range"], label="Island size"),
    "island": Option("", "a fixed island instead: the name of a packaged island ('lesson') or an island "
                     "in the kit's text format (at most 1000 characters) or as its code (one line, "
                     "as saves write it); leave it empty for a generated island",
                     source=KIT, label="Fixed island"),
    "amulet_count": Option(20, "amulets in the supply (20 in German/Italian lists, 21 elsewhere)",
                           (20, 21), KIT, label="Amulets",
                           choice_labels=("20 amulets (German and Italian lists)",
                                          "21 amulets (other lists)")),
    "marker_threshold": Option(16, "a clue must rule out a possible hex once at most this many are "
                               "left (the 17 site markers; one source says 15)", (16, 15), KIT,
                               label="When clues must rule out a hex",
                               choice_labels=("At 16 possible hexes or fewer",
                                              "At 15 possible hexes or fewer")),
    "strict_reduction_before_markers": Option(
        False, "whether every clue must rule out a possible hex from the start, or only once "
        "few possible hexes are left",
        (False, True), KIT, label="Clues always rule out a hex",
        choice_labels=("No: only once few possible hexes are left", "Yes: every clue")),
    "adjacency_excludes_target": Option(True, "'next to X' and 'in sight of X' exclude X's own hexes",
                                        (True, False), KIT, label="'Next to' excludes X",
                                        choice_labels=("Yes: X's own hexes do not count",
                                                       "No: X's own hexes count too")),
    "step_combines_cross": Option(False, "one ATV step may cross an area and then leave it",
                                  (False, True), KIT, label="Step crosses and leaves",
                                  choice_labels=("No: a step crosses an area or leaves it",
                                                 "Yes: one step may cross an area and leave it")),
    "amulet_spawn": Option("after sharing", "when statues' gazes place amulets on the coast",
                           ("after sharing", "when located"), KIT, label="Amulets appear",
                           choice_labels=("After a treasure is shared", "When a treasure is located")),
    "amulets_at_setup": Option(False, "place one amulet per statue gaze at setup", (False, True), KIT,
                               label="Amulets at setup",
                               choice_labels=("No", "Yes: one for each statue's gaze")),
    "max_amulets_per_turn": Option(0, "amulets one player may use in a turn: any number, or at most 1",
                                   (0, 1), KIT,
                                   label="Amulets a turn", choice_labels=("No limit", "At most 1")),
    "exchange_hand_action": Option("amulet", "exchanging the whole clue hand: only by using an amulet, "
                                   "or also as the turn's action", ("amulet", "action"), KIT,
                                   label="Exchange hand",
                                   choice_labels=("Only by using an amulet",
                                                  "Also as the turn's action")),
    "stuck_hand_swap": Option(True, "a player with roses whose hand holds no playable clue may "
                              "exchange the whole hand as the turn's action", (True, False), KIT,
                              label="Stuck hand may swap", choice_labels=("Yes", "No")),
    "curse_affects": Option("rose holders", "who a curse hits: players with a rose left on the map, "
                            "or everyone who took part", ("rose holders", "participants"), KIT,
                            label="Curse hits",
                            choice_labels=("Players with a rose left on the map",
                                           "Everyone who took part in the sharing")),
    "curse_ends_sharing": Option(True, "a curse ends the sharing (the rest is discarded)",
                                 (True, False), KIT, label="Curse ends sharing",
                                 choice_labels=("Yes: the rest is discarded",
                                                "No: the next card is turned up")),
    "gold_values": Option("8x2,8x3,8x4,8x5,7x6", "the gold cards as count x coins, comma separated (8x2 "
                          "means eight cards of 2 coins); the real mix is unknown: 12 to 60 cards of "
                          "1-20 coins", source=KIT, label="Gold cards"),
    "start_clue_source": Option("hand", "setup clues come from the hand (then draw) or the deck's top",
                                ("hand", "deck"), KIT, label="Starting clues from",
                                choice_labels=("The hand (then draw)", "The top of the deck")),
    "atv_start": Option("choose", "ATVs at setup: each player chooses a starting hex, or chance "
                        "places them", ("choose", "random"), KIT, label="ATV start",
                        choice_labels=("Each player chooses a hex", "Chance places them")),
    "share_order": Option("rose by rose", "who is offered each card: rose by rose from the bottom of "
                          "the map's column up (the reference), or the players with the most roses on "
                          "the map first, ties to the ATV nearest the treasure (the project's Hungarian "
                          "summary)", ("rose by rose", "most roses"), "rulebook", label="Sharing order",
                          choice_labels=("Rose by rose, from the bottom of the column up",
                                         "Most roses on the map first")),
    "game_end": Option("deck exhausted", "the game ends when the treasure deck runs out (the "
                       "reference), or also once four treasures have been found and "
                       "shared (the project's Hungarian summary)", ("deck exhausted", "four treasures"),
                       "rulebook", label="Game end",
                       choice_labels=("When the treasure deck runs out",
                                      "Also once four treasures are shared")),
}
#: A single move rarely changes who wins, so with 16 simulations most differences the
#: search sees are noise: at the usual 1.5 it left the greedy move too often and won 39.5%
#: [30.5, 49.3] of 100 two-player games against it; at 2.5, 51.0% [41.3, 60.6] (bench_mcts.py).
#: Points the rules leave open with no real alternative: what the kit does
#: ("kit default, not from the rulebook").
KIT_DEFAULTS: dict[str, str] = {
    "sight_radius": "'in sight of X' means within 2 hexes of X; no source gives another distance",
    "same_object_min_distance": "two landmarks of the same type stand at least 4 hexes apart (island "
                                "generator and checks; minority readings: all objects, or 6 hexes)",
    "island_generation": "islands are generated (the printed sections are not public): every terrain in "
                         "at least 2 areas with one unique largest, beaches on the coast, statues "
                         "inland facing a beach where they can, two rings of sea around",
    "clue_deck": "the clue deck is the solver's catalogue of the 88 clues that can hold, each card once "
                 "(the real 52-card mix is not published)",
    "first_player": "player 1 starts (the rulebook's 'whoever most recently visited an island' is left "
                    "to the table: seat them first)",
    "move_target": "a move ends on any hex within 3 ATV steps except the ATV's own",
    "amulet_pickup": "an ATV picks up an amulet automatically on the hex where its move ends (not on "
                     "hexes it passes)",
    "raise_in_place": "an ATV already standing on a located treasure may raise it as its action "
                      "(a move of 0 steps)",
    "raiser_without_rose": "a raiser with no compass rose left raises without a share of their own",
    "same_hex_treasures": "two treasures located on the same hex are raised in one trip and shared one "
                          "after the other",
    "share_restart": "each card turned up is offered from the lowest remaining rose again",
    "pool_leftovers": "cards still face down when a sharing ends are discarded unseen",
    "treasure_cards_public": "a taken card was turned up for everyone, so views show every player's "
                             "treasure cards",
    "short_final_share": "a sharing the treasure deck cannot fill deals what is left, is played out, "
                         "and then the game ends",
    "out_of_roses": "a player with no compass rose left cannot play a clue until roses come back",
    "amulet_spawn_blocked": "a statue's gaze places no amulet on a hex that holds one, nor from an "
                            "empty supply",
    "clue_reshuffle": "an empty clue deck is refilled by shuffling the discarded clues",
    "stalled_game": "when no treasure is located and nobody could ever play a legal clue again, the "
                    "game ends",
    "tie_break": "equal coins share the victory (no source gives a tie-break)",
}

