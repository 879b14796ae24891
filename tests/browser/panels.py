"""Checks of the two panels every game's widget has, for the per-game browser tests to run
on the page they already loaded (no new page load): "What the bot thought" names the last
bot decision and its rule; "Explore" plays a tiny sweep and shows its plots."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from kit.ui.explore_panel import PLAYERS_LABEL
from kit.ui.explore_panel import TITLE as EXPLORE_TITLE
from kit.ui.panels import TEACHER
from tests.browser.conftest import EXPECT_TIMEOUT, expect_text, wait_true


def expect_bot_thinking(page, bot_move: bool = False) -> None:
    """After a bot decision (``bot_move``: press "Bot move" first, for a table of humans),
    the panel, in the teacher's view, names the player, the move and the rule."""
    if bot_move:
        page.get_by_role("button", name="Bot move").click()
    page.get_by_label("Show the board as").select_option(label=TEACHER)
    expect_text(page, ".kit-thinking", re.compile(r"step \d+\) played: .+\.\s+Why: \S"))


def expect_no_thinking_panel(page) -> None:
    """A puzzle for one person (no bot can move) shows no "What the bot thought" panel."""
    expect(page.locator(".kit-thinking")).to_be_hidden(timeout=EXPECT_TIMEOUT)


def run_tiny_sweep(page, games: int = 1, option: str | None = None) -> None:
    """Open the Explore panel, play ``games`` games for each value of ``option`` (its label,
    or "number of players"; by default the first option of the game offered, if any), and
    wait for the plots and the table of the games."""
    page.get_by_text(EXPLORE_TITLE).click()
    box = page.get_by_label("Games for each value")
    box.fill(str(games))
    box.press("Tab")
    choice = page.get_by_label("Option to compare")
    labels = choice.locator("option").all_inner_texts()
    if option is None:
        option = next((label for label in labels[1:] if label != PLAYERS_LABEL), None)
    if option is not None:
        choice.select_option(label=option)
    page.get_by_role("button", name="Play the games").click()
    expect_text(page, ".kit-explore", re.compile(r"Played \d+ games?\."), timeout=2 * EXPECT_TIMEOUT)
    wait_true(page, "() => document.querySelectorAll('.kit-explore img.kit-explore-plot').length >= 2",
              what="the Explore panel shows its plots")
    expect(page.locator(".kit-explore table.kit-explore-games tr").nth(1)).to_be_visible(
        timeout=EXPECT_TIMEOUT)


def stop_a_long_run(page) -> None:
    """After :func:`run_tiny_sweep`: a long run started from the keyboard plays in the
    background — the Play button waits, "Stop" has the focus, the board's "Bot move" still
    answers — and Enter on "Stop" ends it, saying its games are not shown."""
    box = page.get_by_label("Games for each value")
    box.fill("2000")
    box.press("Tab")
    play = page.get_by_role("button", name="Play the games")
    play.focus()
    page.keyboard.press("Enter")
    stop = page.get_by_role("button", name="Stop")
    expect(stop).to_be_focused(timeout=EXPECT_TIMEOUT)
    expect(play).to_be_disabled()
    thinking = page.locator(".kit-thinking").inner_text()
    page.get_by_role("button", name="Bot move").click()  # the kernel answers during the run
    wait_true(page, "(before) => document.querySelector('.kit-thinking').innerText !== before", thinking,
              what="a bot move during the run")
    stop.focus()  # back from "Bot move"
    page.keyboard.press("Enter")
    expect_text(page, ".kit-explore",
                re.compile(r"Stopped after \d+ of \d+ games\. The games of a stopped run are not shown"))
    expect(play).to_be_enabled()
    expect(stop).to_be_hidden()
