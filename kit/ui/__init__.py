"""Shared widget parts: a clickable SVG board (mouse and keyboard), a control bar, a
timeline (step back / forward, a slider, play / pause at a pace), save / load, projector
mode, a chance panel, a viewer switch, a log, a score panel, what the bot thought, an Explore
panel, and :class:`GameWidget`, the frame every game's widget is built on."""
from kit.ui.app import DEFAULT_PACE, GameWidget
from kit.ui.board import SvgBoard
from kit.ui.panels import ChancePanel, ControlBar, LogView, ScorePanel, ViewerSwitch
from kit.ui.timeline import FileLoader, FileRow, Pacer, Timeline

__all__ = [
           "DEFAULT_PACE",
           "ChancePanel",
           "ControlBar",
           "FileLoader",
           "FileRow",
           "GameWidget",
           "LogView",
           "Pacer",
           "ScorePanel",
           "SvgBoard",
           "Timeline",
           "ViewerSwitch",
]
