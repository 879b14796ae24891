"""Shared widget parts: a clickable SVG board, a control bar, a chance panel, a viewer
switch, a log, a score panel, and :class:`GameWidget`, the frame every game's widget is
built on."""
from kit.ui.app import GameWidget
from kit.ui.board import SvgBoard
from kit.ui.panels import ChancePanel, ControlBar, LogView, ScorePanel, ViewerSwitch

__all__ = ["GameWidget", "SvgBoard", "ControlBar", "ChancePanel", "ViewerSwitch", "LogView", "ScorePanel"]
