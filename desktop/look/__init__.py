"""How the window looks: colours and style sheets, themes and zoom, touch sizes, and the shipped fonts."""
