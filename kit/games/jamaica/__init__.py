"""Jamaica (Malcolm Braff, Bruno Cathala, Sébastien Pauchon; GameWorks 2007, later Space
Cowboys): the race route (:mod:`.board`), the rules (:mod:`.rules`), bots and the widget.

The board data in ``spaces.csv`` was gathered from public sources (rules summaries and a
transcription of the physical board from photographs in a public fan project, checked against
a picture of the board); see README.md beside this file. No artwork is reproduced.
"""
