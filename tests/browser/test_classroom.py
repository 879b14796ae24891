"""The classroom controls of kit.ui in a real browser, for each app notebook: a board action
with the keyboard alone, a game of bots stepped back and forward with the timeline, save and
load through the widget's own link and file upload, and projector mode at 1920 x 1080 (the
whole board on the screen, a tall one too).

One Voila server for the four apps (conftest's module-scoped ``app_server``, with `make app`'s
settings) and one page load per app.
The controls are found by their labels ("Step back", "Save game", ...), as a person would.
"""
from __future__ import annotations

import ast
import json
import re
import time

import pytest
from playwright.sync_api import expect

from kit.ui.panels import choice_words
from tests.browser.conftest import EXPECT_TIMEOUT, ROOT, wait_for_board, wait_true

pytestmark = pytest.mark.browser

APPS = ["bahama_taxi", "jamaica", "digit_code", "tobago"]
SVG = ".kit-board svg"


def app_widget(app: str):
    """The app notebook's widget, built in this process from the notebook's own code (the
    same seeds as the page's kernel)."""
    from kit.ui import GameWidget

    notebook = json.loads((ROOT / "notebooks" / f"{app}_app.ipynb").read_text())
    namespace: dict = {}
    shown = []
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            tree = ast.parse("".join(cell["source"]))
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, app, "exec"), namespace)  # noqa: S102 (our own notebook)
            if last is not None:  # the cell's shown value, as in a notebook
                shown.append(eval(compile(ast.Expression(last.value), app, "eval"), namespace))
    return next(v for v in [*shown, *namespace.values()] if isinstance(v, GameWidget))


def acting_board_id(app: str) -> str:
    """A board element whose click plays a move in the app's first position."""
    w = app_widget(app)
    for data_id in dict.fromkeys(re.findall(r'data-id="([^"]+)"', w.board.svg)):
        before = len(w.live_game.history)
        w.board.click(data_id)
        if len(w.live_game.history) > before:
            return data_id
    raise AssertionError(f"no board element of {app} plays a move")


def button(page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def position(page) -> tuple[int, int]:
    text = page.inner_text(".kit-position")  # "Step 12 of 40"
    _, now, _, end = text.split()
    return int(now), int(end)


def wait_position(page, test: str, timeout: float = 60_000) -> None:
    """Wait until the step counter (now, end) satisfies the JS expression ``test``."""
    page.wait_for_function(
        f"""() => {{ const e = document.querySelector('.kit-position');
                     if (!e) return false;
                     const [, now, , end] = e.textContent.trim().split(/\\s+/).map(Number);
                     return {test}; }}""", timeout=timeout)


def svg(page) -> str:
    return page.eval_on_selector(SVG, "e => e.outerHTML")


def expect_svg(page, want: str, what: str) -> None:
    """Wait until the board is exactly ``want`` (it is redrawn by its own widget update)."""
    wait_true(page, "([sel, want]) => { const e = document.querySelector(sel); "
                    "return e !== null && e.outerHTML === want; }", arg=[SVG, want], what=what)


def new_game_start(page) -> int:
    """The step count of the game "New game" started, once the page shows it. Its message
    comes before its timeline and save link, so the counter may still show the old game; the
    first change of the save link after the message is the new game's (the old game's updates
    all came before the message), and the link's title says how many steps it holds."""
    page.get_by_text("New game, seed").wait_for()
    before = page.eval_on_selector(".kit-save", "a => a.href")
    found = wait_true(page, """(old) => { const a = document.querySelector('.kit-save');
                                 if (!a || a.href === old) return false;
                                 const m = /[(](\\d+) steps?[)]/.exec(a.title);
                                 return m ? [Number(m[1])] : false; }""",
                      arg=before, what="the new game's save link")
    return found[0]


@pytest.mark.parametrize("app", APPS)
def test_classroom_controls(app, app_server, page, tmp_path):
    clock = time.monotonic()

    def lap(what: str) -> None:  # where the time goes (shown with pytest -s)
        print(f"{app}: {what} at {time.monotonic() - clock:.1f} s")

    page.goto(app_server.render_url(ROOT / "notebooks" / f"{app}_app.ipynb"), timeout=120_000,
              wait_until="commit")  # the kernel runs the notebook while this process finds the key
    key = acting_board_id(app)
    lap("key")
    wait_for_board(page)
    page.wait_for_selector(".kit-position")
    lap("page loaded")

    # -- the setup panel (folded under "Setup") shows its choices in words, the game's
    # setting selected (None too)
    button(page, "Setup").click()
    w = app_widget(app)
    for name, box in w.controls.option_boxes.items():
        option = type(w.game).options[name]
        if option.choices is None:
            continue
        select = page.get_by_label(box.description, exact=True)
        names = select.evaluate("e => [...e.options].map(o => o.textContent.replace(/\\u00a0/g, ' '))")
        assert names == choice_words(option), (name, names)
        assert select.evaluate("e => e.selectedIndex") == box.index, name

    # -- a board action with the keyboard alone: Tab-focusable element, Enter clicks it
    _, end = position(page)
    target = page.locator(f'.kit-board [data-id="{key}"]').first
    assert target.get_attribute("tabindex") == "0"
    target.focus()
    page.keyboard.press("Enter")
    wait_position(page, f"end > {end}")
    wait_true(page, """() => { const a = document.activeElement;
                               return a && a.closest('.kit-board') !== null; }""",
              what="the focus stays on the board after it is redrawn")

    lap("keyboard")
    # -- every seat a bot, at a quick pace: the game unfolds one move a tick
    for box in page.locator(".kit-setup select").all():
        label = box.evaluate("e => e.parentElement.querySelector('label')?.textContent || ''")
        if label.startswith("Seat "):
            names = box.evaluate("e => [...e.options].map(o => o.textContent)")
            bots = [i for i, name in enumerate(names) if name.startswith("Bot:")]
            random = [i for i in bots if names[i].endswith("random")]  # the quickest to choose
            box.select_option(index=(random or bots)[0])
    button(page, "New game").click()
    start = new_game_start(page)
    # (the pace shows once a bot plays: a puzzle for one person hides it)
    page.get_by_label("Seconds per move").fill("0.3")
    page.get_by_label("Seconds per move").press("Enter")
    wait_position(page, f"end >= {start + 3}")  # three or more steps came by themselves
    button(page, "Pause").click()
    button(page, "Play").wait_for()
    page.wait_for_timeout(700)  # a tick already on its way lands
    now, end = position(page)
    assert now == end
    latest = svg(page)

    lap("bots played")
    # -- the timeline: back twice (the board changes), forward twice (it comes back)
    button(page, "Step back").click()
    wait_position(page, f"now === {end - 1}")
    button(page, "Step back").click()
    wait_position(page, f"now === {end - 2}")
    earlier = svg(page)
    assert earlier != latest, "two steps back the board shows another position"
    # the banner is set after the step counter
    expect(page.get_by_text("Looking back at step")).to_be_visible(timeout=EXPECT_TIMEOUT)
    button(page, "Step forward").click()
    wait_position(page, f"now === {end - 1}")
    button(page, "Step forward").click()
    wait_position(page, f"now === {end} && end === {end}")
    expect_svg(page, latest, "stepping forward returns to the same board")

    lap("timeline")
    # -- save the game through the widget's link, play on, load the file back
    with page.expect_download() as download:
        button(page, "Save game").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    assert saved.suffix == ".json"
    assert len(json.loads(saved.read_text())["steps"]) == end
    if not page.get_by_text("game over").count():
        button(page, "Step forward").click()  # one more bot move
        wait_position(page, f"end > {end}")
    page.set_input_files(".kit-load input[type=file]", str(saved))
    page.get_by_text("Loaded a game of").wait_for()
    wait_position(page, f"now === {end} && end === {end}")
    expect_svg(page, latest, "the loaded game shows the saved position")

    lap("save and load")
    # -- projector mode at 1920 px: the board beside the 480 px side panel, 20 px between
    page.set_viewport_size({"width": 1920, "height": 1080})
    button(page, "Projector mode").click()
    page.wait_for_selector(".kit-projector")
    page.wait_for_function("() => document.querySelector('.kit-side').getBoundingClientRect().width"
                           " === 480", timeout=30_000)
    board = page.locator(".kit-board").bounding_box()
    side = page.locator(".kit-side").bounding_box()
    assert abs(board["width"] - (1920 - 30 - 480 - 20)) <= 1, board
    assert abs(side["x"] - (board["x"] + board["width"] + 20)) <= 1, (board, side)
    # the whole board fits the screen's height (the game came to the top of the screen by
    # itself), proportions kept, centred, and as large as it may be: the full width of its
    # column, or else the screen's height less the top bar
    wait_true(page, "() => { const r = document.querySelector('.kit-board svg').getBoundingClientRect();"
                    " return r.top >= -1 && r.bottom <= innerHeight + 1; }", timeout=30_000,
              what="the whole board fits in the 1080 px screen's height in projector mode")
    drawn = page.locator(SVG).bounding_box()
    board = page.locator(".kit-board").bounding_box()
    wide, high = page.eval_on_selector(SVG, "e => [e.viewBox.baseVal.width, e.viewBox.baseVal.height]")
    assert drawn["y"] >= -1 and drawn["y"] + drawn["height"] <= 1080 + 1, drawn
    assert abs(drawn["width"] / drawn["height"] - wide / high) < 0.01, (drawn, wide, high)
    assert abs(drawn["x"] + drawn["width"] / 2 - (board["x"] + board["width"] / 2)) <= 2, (drawn, board)
    assert drawn["width"] >= board["width"] - 2 or drawn["height"] >= 1080 - 180 - 1, (drawn, board)
    lap(f"projector, board {drawn['width']:.0f} x {drawn['height']:.0f} px")
