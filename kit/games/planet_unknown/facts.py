"""Planet Unknown's facts: who made it, its options, and the choices the kit makes where the
rules text is silent (each labelled "kit default, not from the rulebook")."""
from __future__ import annotations

from kit.engine import GameInfo, Option
from kit.games.planet_unknown.board import BASIC_CORPORATION
from kit.games.planet_unknown.corporations import CORPORATIONS
from kit.games.planet_unknown.planet_rules import ABOUT

#: A few words a planet, after its name, in the setup panel's list.
PLANET_LABELS = {"KSB-4156": "the basic planet", "Tartarus": "with the chasm", "Arashi": "with the ring",
                 "Cerberus": "three small planets", "Charybdis": "start in the centre",
                 "Gaia": "with cities", "K-273": "mostly ice", "K'Aax": "with toxic terrain",
                 "Lacuna": "with holes", "Oblivion": "ice in the corners", "Pajitnov": "tiles slide in",
                 "Persephone": "restricted quarters",
                 "Petra": "with electrical currents"}

#: A few words on each corporation built, after its name, in the setup panel's list.
CORPORATION_LABELS = {"Universal Coalition": "the basic corporation",
                      "Republic": "civ milestones every second space, another tracker goes back",
                      "Horizon Group": "rovers carry meteorites to rover symbols",
                      "Wormhole Corp.": "biomass grows areas, its tracker jumps",
                      "Flux Industries": "a flux track, only the latest tech level",
                      "Cosmos Inc.": "lifepods on the tracks",
                      "Oasis Ultd.": "a water track winding through the others"}

INFO = GameInfo(
    name="planet_unknown",
    title="Planet Unknown",
    min_players=1,
    max_players=6,
    designers=("Ryan Lambert", "Adam Rehberg"),
    publishers=("Adam's Apple Games",),
    summary="Draft polyomino tiles from a rotating space station, fill your planet's rows and "
            "columns, advance five resource tracks and rescue lifepods with rovers.",
    credits="Planet maps and tile layouts transcribed as facts from the published game.",
    year=2022,
    chance=True,
    hidden_information=True,
    simultaneous=True,
    score_range=(0, 150),
    max_actions=30_000,
)
OPTIONS = {
    "planet": Option("KSB-4156", "The planet every player builds (one planet for all players: kit default, "
                     "not from the rulebook; the public Board Game Arena implementation lets each "
                     "player choose the basic planet or an advanced one dealt to them). "
                     + "; ".join(f"{name} ({about})" for name, about in ABOUT.items()) + ".",
                     choices=tuple(ABOUT), label="Planet",
                     choice_labels=tuple(f"{name}, {PLANET_LABELS[name]}" for name in ABOUT)),
    "corporation": Option(
        BASIC_CORPORATION, "The corporation every player runs: its tracks, its power and the ability each "
        "tech level unlocks (one corporation for all players: kit default, not from the rulebook; the "
        "public Board Game Arena implementation deals each player an advanced corporation to play or to "
        "turn over for the basic one). Offered: " + ", ".join(CORPORATIONS) + "; the other advanced "
        "corporations are not built yet. "
        + " ".join(c.words() for c in CORPORATIONS.values()),
        choices=tuple(CORPORATIONS), label="Corporation",
        choice_labels=tuple(f"{name}, {CORPORATION_LABELS[name]}" for name in CORPORATIONS)),
    "events": Option(False, "Event cards (off by default, as on Board Game Arena): a deck of 20, one "
                     "revealed each round after the station turns, helps (green) or hinders (orange, "
                     "red) every player; the round of the last card is the final round. In the solo "
                     "game the deck's mix sets the target score.", label="Event cards",
                     source="variant"),
    "private_objectives": Option(False, "Private objectives: each player is dealt two objective "
                                 "cards at setup, gives one back and scores 5 points at the end if "
                                 "the kept one is met (off by default, as on Board Game Arena; "
                                 "always on in solo, where four are dealt and three kept).",
                                 choices=(False, True), source="variant", label="Private objectives",
                                 choice_labels=("no private objectives", "private objectives")),
}

KIT_DEFAULTS = {
    "corporations built": "One corporation for all players (the corporation option; on Board Game Arena "
                   "each player may take the advanced corporation dealt to them). Built: the Universal "
                   "Coalition (the basic corporation, the default), Republic, Horizon Group, "
                   "Wormhole Corp., Flux Industries, Cosmos Inc. and Oasis Ultd. "
                   "Republic as built: its tech level 1 movement comes when the tile taken face down "
                   "shows civ terrain, before it is placed (on Board Game Arena it comes before "
                   "choosing, which binds the player to a civ tile); tech level 2 offers every card of "
                   "the next level still in the box (the kit's players look through a level's cards; "
                   "Board Game Arena adds the next level's top card); the two civ cards kept at the end "
                   "give their points only; at a civ milestone the synergy (tech level 4) comes first, "
                   "then the card, then the tracker moved back. Horizon Group as built: the rover "
                   "tracker's advance (tech level 5, not optional) and then the movement for rovers on "
                   "meteorites (tech level 2) come at the start of each round, before the tile is "
                   "placed (on Board Game Arena at any time of the turn); a new rover from that advance "
                   "lands on the last tile placed; a meteorite carried into water is destroyed at once "
                   "(tech level 4; optional there); the patch for a collected meteorite (tech level 3) "
                   "comes once the movement is over. Wormhole Corp. as built: its tracker goes back "
                   "to the start (tech level 1) only by an advance from the top (Board Game Arena also "
                   "resets it at any time); the round's first biomass patch from the biomass track "
                   "comes twice (tech level 3; there any patch gained); a patch may go on a tile or "
                   "another patch but never under a rover; a tile that fits nowhere joins no biomass "
                   "area, so its biomass symbol gives nothing; a synergy for one track is given "
                   "whatever the round's event card says of synergies. Flux Industries as built: the "
                   "flux token is first placed when tech level 1 is reached (before, no ability uses "
                   "it; on Board Game Arena it is placed at setup) and may move at each tech level "
                   "reached; the movement (tech level 1) and the flux tracker's advance (tech level 5, "
                   "not optional) come at the start of each round, before the tile is placed; the "
                   "flux milestone (tech level 2) comes at once when the token is placed at that "
                   "level, once a game (there at any time while level 2 is the latest); on the water "
                   "track, which has no milestone, it does nothing. Cosmos Inc. as built: a lifepod a "
                   "rover rescues may go on a track once the movement is over (one a civ card or an "
                   "event card rescues goes to the scoring area); the three lifepods of tech level 2 "
                   "move at once on reaching it and the one of tech level 5 at the start of each "
                   "round (on Board Game Arena at any time); lifepods on the tracks score nothing and "
                   "civ cards and objectives count those in the scoring area only; a diagonal step "
                   "never crosses Tartarus's chasm. Oasis Ultd. as built: the water tracker's path "
                   "is one track of 24 steps, each giving what its square gives; an advance onto a "
                   "square another tracker holds does nothing (a synergy cannot choose it); water "
                   "squares on ice beyond the path's end take the tracker to its end (on Board Game "
                   "Arena it does not move); objectives read a tracker that can go no further as at "
                   "the top. A civ choice with no card left in the box goes by (more milestones than "
                   "cards). Not built, each needing state and decisions of its own: Jump Drive "
                   "(lifepods placed on tech levels unlock them in any order; its last ability picks "
                   "an objective for all players; several once-a-round abilities), Makeshift "
                   "(trackers moving diagonally onto the neighbouring tracks, any tracker claiming any "
                   "space's benefit, tech levels held only while a tracker stands on them).",
    "advanced planets": "One planet for all players (the public Board Game Arena implementation lets "
                        "each player choose). As in that implementation: a biomass patch follows the "
                        "planet's placement rules (none on Arashi's ring), except Pajitnov's slide, "
                        "which only tiles follow and which means the tile moved one square up, down, "
                        "left or right covers no tile placed before; Petra's electrical currents fill "
                        "rows and columns without a tile. Cerberus's three planets are the three "
                        "circles of the map (the public implementation's check leaves out one column "
                        "and one row of each); a civ card's teleport on K'Aax may not land on "
                        "toxic terrain no tile covers either.",
    "objectives": "One neighbour objective lies face up between each two neighbouring players "
                  "(three between the two players of a two-player game, none in solo; as on Board "
                  "Game Arena): 5 points to the one who does better, 2 each on a tie. Being public, "
                  "they count in the scores during the game; private objectives (secret: their "
                  "owner sees them) count only once the game is over. A neighbour objective that "
                  "asks for the fewest of something is won by the fewer; biomass patches count as "
                  "biomass terrain; 'land covered' leaves out ice squares (as in the public "
                  "implementation). The cards are dealt one at a time from the box (chance steps); "
                  "private ones are given back at the same time, in secret, before round 1.",
    "event deck": "Event cards are an option (off by default, as on Board Game Arena). The deck's "
                  "mix is drawn as there: green and orange 0–13 each (only mixes leaving 0 or more "
                  "red), red making up 20 (as many as there are: the six solo-only cards are left out "
                  "with two or more players); which cards it holds stays hidden. A card is revealed "
                  "each round after the station turns, resolved by all before the draft.",
    "event effects": "A tracker moved down loses that space's medal (on the tech track, the tech "
                     "level); moved up again it gives what the spaces give again. 'No milestones' "
                     "still reaches tech levels (a level is where the tracker stands, as in the "
                     "public implementation). A new rover earned during the event lands on the last "
                     "tile placed. A stack emptied by an event does not end the game.",
    "event cards without their parts": "The card adding civ cards does nothing (every "
                                       "civ card is in the box already); civ cards that leave the "
                                       "box are shown.",
    "solo target": "With event cards the solo player wins by reaching the target score: 60, plus "
                   "3/6/9/12 for 3/7/11/15 or more green cards, less 1/2/3/4 for as many orange "
                   "and 5/7/9/11 for as many red (the public implementation's numbers). Without "
                   "event cards the solo game has no target and the score stands alone (a win).",
    "civ cards": "At a civ milestone the player looks through the level's cards still in the "
                 "box and keeps one (the choice is the player's even when one card is left); "
                 "kept cards are shown to their owner only, and end-game cards score when the "
                 "game is over (scores during the game leave them out). Players reaching "
                 "milestones in one round choose clockwise (seat order) from the start player: "
                 "a player chooses once every player before them has finished the round. "
                 "A depot tile from a card is one of the depot facing the player that fits; "
                 "a teleport may be declined; tech level 3 adds a step to a card's movement.",
    "station": "Both rings turn together when the start player turns the station; the inner "
               "ring's position against the outer one is drawn at setup (a chance step).",
    "seats": "Player p (of n) faces depot 6p/n rounded down, so seats spread around the station; "
             "the solo player faces one depot and turns the station like a start player.",
    "end": "The final round is the round in which a stack's last tile is taken (one stack, "
           "not a whole depot) or a player cannot place their tile; stored biomass patches are "
           "then placed and the game ends.",
    "water with no tile": "A tile that fits nowhere advances its trackers, but its water "
                          "symbol gives nothing: water needs a water square on ice.",
    "water on ice": "The water symbol advances the water track when any water square of the "
                    "tile lands on ice (the symbol's own square need not; as in the public "
                    "implementation); energy and synergy may advance water without ice.",
    "energy area": "Energy may advance the tile's other resource or any resource whose terrain "
                   "touches (orthogonally) the connected energy area holding the tile's energy "
                   "squares; biomass patches count as biomass.",
    "rover movement": "Movement is spent one square a step, at once; 'stop' gives up what is "
                      "left; rovers may stand on empty squares but never share a square, "
                      "neither landing nor moving (as in the public implementation).",
    "rover track": "Movement values 1,1,2,2,2,2,2,3,3,3,3,4,4,4,4 lie on rover spaces 2–16; new "
                   "rovers on spaces 1 and 6 (placed before that space's movement); space 10 "
                   "also gives a synergy; advancing the tracker at its top gives movement 4 "
                   "again, so a synergy may always choose the rover track (as in the public "
                   "implementation).",
    "forced choices": "A decision with a single possible answer is taken at once (the last "
                      "tracker to advance, a tile that fits nowhere is set aside).",
    "taking a tile that fits": "While a tile of the depot facing a player fits the planet, the "
                               "player takes a tile that fits (as in the public implementation); "
                               "only a player who cannot place any takes one that fits nowhere.",
    "rover with no tile": "A new rover earned in a round whose tile fits nowhere (or whose "
                          "squares all hold rovers already) is lost.",
}
