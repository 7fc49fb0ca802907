"""The main window and what it alone opens: menus, docks, dialogs, the game-over summary, help, the profile's
second-window choice."""
