"""Jamaica in a real browser: Voila serves notebooks/jamaica_app.ipynb, Chromium plays a round
with the mouse, and again with the keyboard alone (Tab to a die or a card, Enter)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import EXPECT_TIMEOUT, expect_text, wait_for_board, wait_true
from tests.browser.panels import expect_bot_thinking, run_tiny_sweep

pytestmark = pytest.mark.browser

APP = "notebooks/jamaica_app.ipynb"


@pytest.fixture(scope="module", autouse=True)
def the_app_starts_as_the_tests_expect():
    """The notebook's own code, run here: its seed rolls 3 and 2 for the captain, player 1,
    who holds card 1 (forward/forward), which sails 0 -> 3 -> 5."""
    import json

    from tests.browser.conftest import ROOT

    cells = json.loads((ROOT / APP).read_text())["cells"]
    namespace: dict = {}
    exec("\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code"), namespace)  # noqa: S102
    game = namespace["game"]
    view = game.view(0)
    if view["public"]["dice"] != [3, 2] or 1 not in view["seats"][0]["hand"]:
        pytest.fail(f"the app's seed no longer starts with dice 3 2 and card 1 in player 1's hand: "
                    f"{view['public']['dice']}, {view['seats'][0]['hand']}")
    game.play("order 3 2")
    game.play("card 1", player=0)
    for bot in (1, 2):
        game.play(game.legal_actions(bot)[0], player=bot)
    assert game.view(None)["public"]["ships"][0]["space"] == 5


def ship_position(page, label: str = "1") -> tuple[str, str]:
    circle = page.locator(f'.kit-board [data-ship="{label}"] circle').first
    return circle.get_attribute("cx"), circle.get_attribute("cy")


def wait_until_ship_moves(page, start: tuple[str, str]) -> None:
    page.wait_for_function(
        """([x, y]) => { const c = document.querySelector('.kit-board [data-ship="1"] circle');
                         return c && (c.getAttribute('cx') !== x || c.getAttribute('cy') !== y); }""",
        arg=list(start), timeout=60_000)


def expect_ship_on_space_5(page) -> None:
    """The ship may stop on the way (a board drawn per step): wait for its title to say 5."""
    title = page.locator('.kit-board [data-ship="1"] title').first
    expect(title).to_contain_text(re.compile(r"on space 5\b"), timeout=EXPECT_TIMEOUT)


def focused(page) -> dict:
    return page.evaluate("""() => { const a = document.activeElement;
        return {id: a && a.getAttribute('data-id'), label: a && a.getAttribute('aria-label'),
                onBoard: !!(a && a.closest('.kit-board'))}; }""")


def tab_to(page, data_id: str, limit: int = 40) -> dict:
    """Press Tab until the board element ``data_id`` has the focus."""
    for _ in range(limit):
        now = focused(page)
        if now["id"] == data_id:
            return now
        page.keyboard.press("Tab")
    pytest.fail(f"Tab never reached {data_id} (last: {focused(page)})")


def test_pick_a_card_and_see_the_ship_sail(voila_url, page):
    page.goto(voila_url(APP))
    wait_for_board(page)
    page.wait_for_selector('.kit-board [data-space="0"]')
    start = ship_position(page)
    page.click('.kit-board [data-id="die-a"]')  # the app's seed rolls 3 and 2: 3 becomes the morning die
    page.wait_for_selector('.kit-board [data-die="morning"]')
    page.click('.kit-board [data-id="card-1"]')  # forward/forward: 0 -> 3, then 3 -> 5
    wait_until_ship_moves(page, start)
    expect_ship_on_space_5(page)
    # the round's cards stay on the table, with its dice, once the round is over
    page.wait_for_selector('.kit-board [data-played="1"]')
    wait_true(page, """(want) => { const e = document.querySelector('.kit-board svg');
                                   return e && want.every(s => e.innerHTML.includes(s)); }""",
              arg=["Cards of round 1", "dice: morning 3, evening 2",
                   "player 1 played card 1: forward, then forward"],
              what="the table shows round 1's cards and dice")
    expect_text(page, ".kit-log", "card 1")  # the log is drawn after the board
    # the panels every widget has: the last bot decision, and a tiny sweep with its plots
    expect_bot_thinking(page, bot_move=True)
    run_tiny_sweep(page)


def test_the_keyboard_alone_plays_a_round(voila_url, page):
    page.goto(voila_url(APP))
    wait_for_board(page)
    start = ship_position(page)
    # the dice are buttons that say what a click does; nothing else is yet
    dice = page.get_by_role("button", name=re.compile(r"^Die showing \d\. Click to make it the morning die"))
    assert dice.count() == 2
    page.locator('.kit-board [data-id]').first.focus()
    now = tab_to(page, "die-a")
    assert now["label"].startswith("Die showing 3. Click to make it the morning die")
    page.keyboard.press("Enter")
    page.wait_for_selector('.kit-board [data-die="morning"]')
    assert page.locator('.kit-board [data-die="morning"] title').text_content() == "morning: 3"
    # the focus is still on the board: Tab goes on to the cards of the hand, now playable
    assert focused(page)["onBoard"]
    now = tab_to(page, "card-1")
    assert now["label"] == "Card 1: morning forward, evening forward. Click to play it face down for player 1"
    page.keyboard.press("Enter")
    wait_until_ship_moves(page, start)
    expect_ship_on_space_5(page)
