"""The kit defaults' words are generated from board.json, so they follow the data: change
a number in (a copy of) the data and the description changes with it."""
from __future__ import annotations

import copy
import re

import kit
from kit.games.fromage.board import DATA, SCORING, kit_defaults
from kit.games.fromage.rules import Fromage


def numbers(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


def test_the_class_carries_the_generated_words():
    generated = kit_defaults()
    assert {k: Fromage.KIT_DEFAULTS[k] for k in generated} == generated
    rows = {r["setting"]: r for r in kit.describe_options("fromage")}
    assert rows["orders"]["doc"] == generated["orders"]
    assert rows["orders"]["source"].startswith("kit default")


def test_every_number_of_the_point_tables_is_quoted_from_the_data():
    words = kit_defaults()
    chart = [int(x) for x in SCORING["orders_chart"]]
    assert ", ".join(map(str, chart)) in words["orders"]
    assert ", ".join(map(str, SCORING["structures_row"])) in words["structures"]
    assert f"every {SCORING['unused_resources_per_point']} unused" in words["unused"]
    assert numbers(words["villes"])[-2:] == [int(x) for x in SCORING["villes_majority"]][-2:]


def test_changing_the_data_changes_the_words():
    data = copy.deepcopy(DATA)
    data["scoring"]["orders_chart"] = [0, 3, 7]
    data["scoring"]["structures_row"] = [0, 2, 5]
    data["scoring"]["villes_majority"] = [6, 3, 1]
    data["scoring"]["festival_group"] = [0, 2, 5, 9]
    data["scoring"]["unused_resources_per_point"] = 3
    data["grades"]["gold"]["turns"] = 4
    data["start_resources"] = {"livestock": 1, "fruit": 2}
    data["order_deck_copies"] = 3
    data["venues"]["fromagerie"]["spaces"] = data["venues"]["fromagerie"]["spaces"][:5]
    words = kit_defaults(data)
    assert "0, 3, 7 points" in words["orders"] and "(7 from 2 on)" in words["orders"]
    assert "3 of each of the 12" in words["orders"]
    assert "(2 places)" in words["structures"] and "0, 2, 5 points" in words["structures"]
    assert "most 6 points, second 3 points, third 1 point" in words["villes"]
    assert "by the table 0, 2, 5, 9" in words["festival"] and "n(n+1)/2" not in words["festival"]
    assert "every 3 unused" in words["unused"]
    assert "1 / 2 / 4 turns" in words["grades"]
    assert "1 livestock and 2 fruit" in words["start"]
    assert ("Fromagerie: 6 gather spots (1, 2 and 3 fruit; 1, 2 and 3 orders) and 5 cheese spaces"
            in words["layouts"])
    assert kit_defaults() != words  # the module's own data is untouched
