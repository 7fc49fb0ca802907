"""Dicebox's sounds: the rattle of a roll, the click of a hold, chimes for a bonus, a card and a
personal best. Qt-free, so it can be tested and timed without a window.

The package costs nothing at start-up: importing it loads no audio library, opens no device and
reads no file. ``player.Sounds`` does all of that on a thread of its own when the first sound is
asked for, and any failure there (no audio device, a broken one, a missing library, a damaged
file) leaves the game silent with one note in the log, never an exception or a wait for the
caller. docs/sound.md says why the library is miniaudio and what it costs.
"""
