<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Accessibility</name>
    <message>
        <source>one</source>
        <translation>eins</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>Die {number}: hidden</source>
        <translation>Würfel {number}: verdeckt</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Würfel {number}: {face}, gehalten</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Würfel {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Computer</name>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} überlegt…</translation>
    </message>
    <message>
        <source>Preparing the computer player (first time only)… {percent}%</source>
        <translation>Der Computerspieler wird vorbereitet (nur beim ersten Mal)… {percent} %</translation>
    </message>
    <message>
        <source>The computer player failed: {reason} Use Undo or start a new game.</source>
        <translation>Der Computerspieler ist gescheitert: {reason} Machen Sie den Zug rückgängig oder beginnen Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>The computer player gave no move ({result}). Use Undo or start a new game.</source>
        <translation>Der Computerspieler hat keinen Zug geliefert ({result}). Machen Sie den Zug rückgängig oder beginnen Sie ein neues Spiel.</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source> (seed {seed})</source>
        <translation> (Startzahl {seed})</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Those seats do not fit: {problem}.</source>
        <translation>Diese Plätze passen nicht: {problem}.</translation>
    </message>
    <message>
        <source>Welcome back: your {game} game{seed} is resumed.</source>
        <translation>Willkommen zurück: Ihre Partie {game}{seed} geht weiter.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn (computer). Wait a moment, or press F3 to speed it up.</source>
        <translation>{player} ist am Zug (Computer). Warten Sie einen Moment oder drücken Sie F3, um es zu beschleunigen.</translation>
    </message>
    <message>
        <source>This is a replay: its moves cannot be changed. Use “Play On from Here” to play it your way.</source>
        <translation>Dies ist eine Wiederholung: Ihre Züge lassen sich nicht ändern. Mit „Von hier weiterspielen“ spielen Sie auf Ihre Art weiter.</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>It is not {player}&apos;s move: it is {current}&apos;s turn.</source>
        <translation>{player} ist nicht am Zug: {current} ist an der Reihe.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>This is a replay: step back with the replay&apos;s own buttons.</source>
        <translation>Dies ist eine Wiederholung: Gehen Sie mit den Tasten der Wiederholung zurück.</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Es gibt noch nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Undo is off: the last move was {player}&apos;s. In pass-and-play only a person&apos;s own last move can be taken back, before the next seat acts.</source>
        <translation>Rückgängig ist gesperrt: Der letzte Zug war von {player}. Beim Weiterreichen kann man nur den eigenen letzten Zug zurücknehmen, bevor der nächste Platz handelt.</translation>
    </message>
    <message>
        <source> ({player} moved since)</source>
        <translation> ({player} hat inzwischen gezogen)</translation>
    </message>
    <message>
        <source>Undo is off: the next seat has already acted after {player}{since}. In pass-and-play a move can be taken back only until the next seat acts.</source>
        <translation>Rückgängig ist gesperrt: Nach {player}{since} hat der nächste Platz schon gehandelt. Beim Weiterreichen kann ein Zug nur zurückgenommen werden, bis der nächste Platz handelt.</translation>
    </message>
    <message>
        <source>There is no decision of yours to take back: only computer moves were made.</source>
        <translation>Es gibt keine eigene Entscheidung zurückzunehmen: Bisher hat nur der Computer gezogen.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: no more rolls this turn, so holding is off. Score a category.</source>
        <translation>Würfel {number}: In diesem Zug gibt es keinen Wurf mehr, Halten ist also aus. Tragen Sie ein Feld ein.</translation>
    </message>
    <message>
        <source>Die {number} is held and will not be re-rolled. Click or press {number} to release it.</source>
        <translation>Würfel {number} wird gehalten und nicht neu geworfen. Klicken oder {number} drücken, um ihn freizugeben.</translation>
    </message>
    <message>
        <source>Die {number}: click or press {number} to hold it for the next roll.</source>
        <translation>Würfel {number}: Klicken oder {number} drücken, um ihn beim nächsten Wurf zu halten.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GEHALTEN</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Every move of this game; choosing one goes back to it.</source>
        <translation>Jeder Zug dieser Partie; ein Klick auf einen Zug kehrt zu ihm zurück.</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
</context>
<context>
    <name>EngineError</name>
    <message>
        <source>Type a seed: a whole number from 0 to {limit}.</source>
        <translation>Geben Sie eine Startzahl ein: eine ganze Zahl von 0 bis {limit}.</translation>
    </message>
    <message>
        <source>“{given}” is not a number: a seed is a whole number from 0 to {limit}.</source>
        <translation>„{given}“ ist keine Zahl: Eine Startzahl ist eine ganze Zahl von 0 bis {limit}.</translation>
    </message>
    <message>
        <source>{given} is not a whole number: a seed is a whole number from 0 to {limit}.</source>
        <translation>{given} ist keine ganze Zahl: Eine Startzahl ist eine ganze Zahl von 0 bis {limit}.</translation>
    </message>
    <message>
        <source>{given} is below 0: a seed is a whole number from 0 to {limit}.</source>
        <translation>{given} ist kleiner als 0: Eine Startzahl ist eine ganze Zahl von 0 bis {limit}.</translation>
    </message>
    <message>
        <source>{given} is too large: a seed is a whole number from 0 to {limit}.</source>
        <translation>{given} ist zu groß: Eine Startzahl ist eine ganze Zahl von 0 bis {limit}.</translation>
    </message>
    <message>
        <source>There is no game called “{given}”; the games are {games}.</source>
        <translation>Es gibt kein Spiel namens „{given}“; die Spiele sind {games}.</translation>
    </message>
    <message>
        <source>“{given}” has no scorecard; these games do: {games}.</source>
        <translation>„{given}“ hat keinen Spielblock; diese Spiele haben einen: {games}.</translation>
    </message>
    <message>
        <source>{game} is played by {fewest} to {most} players, not {count}.</source>
        <translation>{game} spielen {fewest} bis {most} Personen, nicht {count}.</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same name; give each a name of their own.</source>
        <translation>Zwei Spieler haben denselben Namen; geben Sie jedem einen eigenen.</translation>
    </message>
    <message>
        <source>The name “{name}” is too long: at most {limit} characters.</source>
        <translation>Der Name „{name}“ ist zu lang: höchstens {limit} Zeichen.</translation>
    </message>
    <message>
        <source>The name “{name}” contains a control character; use letters, digits and spaces.</source>
        <translation>Der Name „{name}“ enthält ein Steuerzeichen; verwenden Sie Buchstaben, Ziffern und Leerzeichen.</translation>
    </message>
    <message>
        <source>There is no seat {given}; the seats go up to {last}.</source>
        <translation>Es gibt keinen Platz {given}; die Plätze gehen bis {last}.</translation>
    </message>
    <message>
        <source>Step {step} of the game ({action}) cannot be replayed.</source>
        <translation>Schritt {step} der Partie ({action}) lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>Step {step} of the saved game ({action}) cannot be replayed.</source>
        <translation>Schritt {step} der gespeicherten Partie ({action}) lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>The saved game is not a game record.</source>
        <translation>Die gespeicherte Partie ist keine Spielaufzeichnung.</translation>
    </message>
    <message>
        <source>The saved game is nested too deeply (more than {limit} levels).</source>
        <translation>Die gespeicherte Partie ist zu tief verschachtelt (mehr als {limit} Ebenen).</translation>
    </message>
    <message>
        <source>The saved game is of an unknown game, “{given}”.</source>
        <translation>Die gespeicherte Partie gehört zu einem unbekannten Spiel, „{given}“.</translation>
    </message>
    <message>
        <source>The saved game is a game of {given}, not of {game}.</source>
        <translation>Die gespeicherte Partie ist eine Partie {given}, nicht {game}.</translation>
    </message>
    <message>
        <source>The saved game has a field it should not have: “{field}”.</source>
        <translation>Die gespeicherte Partie hat ein Feld, das nicht hineingehört: „{field}“.</translation>
    </message>
    <message>
        <source>The saved game lacks the field “{field}”.</source>
        <translation>Der gespeicherten Partie fehlt das Feld „{field}“.</translation>
    </message>
    <message>
        <source>The saved game has format {given}; this version reads format {format}.</source>
        <translation>Die gespeicherte Partie hat das Format {given}; diese Version liest Format {format}.</translation>
    </message>
    <message>
        <source>The saved game&apos;s field “{field}” holds {given}, which it cannot.</source>
        <translation>Das Feld „{field}“ der gespeicherten Partie enthält {given}, was dort nicht stehen kann.</translation>
    </message>
    <message>
        <source>The saved game has {length} moves; at most {limit} are allowed.</source>
        <translation>Die gespeicherte Partie hat {length} Züge; höchstens {limit} sind erlaubt.</translation>
    </message>
    <message>
        <source>The saved game&apos;s seed or players are not valid.</source>
        <translation>Startzahl oder Spieler der gespeicherten Partie sind ungültig.</translation>
    </message>
    <message>
        <source>The saved game&apos;s “{field}” says {given}, but replaying its moves gives {expected}.</source>
        <translation>„{field}“ der gespeicherten Partie sagt {given}, aber das Nachspielen ihrer Züge ergibt {expected}.</translation>
    </message>
    <message>
        <source>That move is not written the way {game} moves are.</source>
        <translation>Dieser Zug ist nicht so geschrieben wie Züge in {game}.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Die Partie ist vorbei: keine Züge mehr.</translation>
    </message>
    <message>
        <source>“{action}” is not a move now; the moves now are {actions}.</source>
        <translation>„{action}“ ist jetzt kein Zug; möglich sind {actions}.</translation>
    </message>
    <message>
        <source>There is no die {given}; the dice go up to {last}.</source>
        <translation>Es gibt keinen Würfel {given}; die Würfel gehen bis {last}.</translation>
    </message>
    <message>
        <source>All {rolls} rolls of this turn are used, so holding changes nothing: score one of {open}.</source>
        <translation>Alle {rolls} Würfe dieses Zugs sind verbraucht, Halten ändert also nichts: Tragen Sie eines davon ein: {open}.</translation>
    </message>
    <message>
        <source>All {rolls} rolls of this turn are used: score one of {open}.</source>
        <translation>Alle {rolls} Würfe dieses Zugs sind verbraucht: Tragen Sie eines davon ein: {open}.</translation>
    </message>
    <message>
        <source>Too many holds this turn; roll or score one of {open}.</source>
        <translation>Zu oft gehalten in diesem Zug; würfeln Sie oder tragen Sie eines davon ein: {open}.</translation>
    </message>
    <message>
        <source>{cell} is already scored; open: {open}.</source>
        <translation>{cell} ist schon eingetragen; offen: {open}.</translation>
    </message>
    <message>
        <source>{cell} was closed by a zero and takes no more scores; open: {open}.</source>
        <translation>{cell} wurde mit einer Null geschlossen und nimmt nichts mehr auf; offen: {open}.</translation>
    </message>
    <message>
        <source>All {count} dice are held: release one to roll, or score.</source>
        <translation>Alle {count} Würfel werden gehalten: Geben Sie einen frei, um zu würfeln, oder tragen Sie ein.</translation>
    </message>
    <message>
        <source>{game} has no box called “{given}”.</source>
        <translation>{game} hat kein Feld namens „{given}“.</translation>
    </message>
    <message>
        <source>{game} needs a column for every score.</source>
        <translation>{game} braucht zu jedem Eintrag eine Spalte.</translation>
    </message>
    <message>
        <source>There is no column {given}; the columns go up to {last}.</source>
        <translation>Es gibt keine Spalte {given}; die Spalten gehen bis {last}.</translation>
    </message>
    <message>
        <source>{game} has a single column.</source>
        <translation>{game} hat nur eine Spalte.</translation>
    </message>
    <message>
        <source>It is not the time to choose a prediction card.</source>
        <translation>Jetzt ist nicht die Zeit, eine Vorhersagekarte zu wählen.</translation>
    </message>
    <message>
        <source>It is not the time to play dice.</source>
        <translation>Jetzt ist nicht die Zeit, Würfel auszuspielen.</translation>
    </message>
    <message>
        <source>It is not seat {seat}&apos;s move.</source>
        <translation>Platz {seat} ist nicht am Zug.</translation>
    </message>
    <message>
        <source>There is no card “{given}”.</source>
        <translation>Es gibt keine Karte „{given}“.</translation>
    </message>
    <message>
        <source>Play exactly {count} dice.</source>
        <translation>Spielen Sie genau {count} Würfel aus.</translation>
    </message>
    <message>
        <source>The same die was chosen twice.</source>
        <translation>Derselbe Würfel wurde zweimal gewählt.</translation>
    </message>
    <message>
        <source>That die was already played.</source>
        <translation>Dieser Würfel wurde schon ausgespielt.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>Die Partie ist noch nicht vorbei.</translation>
    </message>
    <message>
        <source>There is no computer level “{given}”.</source>
        <translation>Es gibt keine Computerstufe „{given}“.</translation>
    </message>
    <message>
        <source>This player has no move to make now.</source>
        <translation>Dieser Spieler hat jetzt keinen Zug zu machen.</translation>
    </message>
    <message>
        <source>This seat has not chosen a card yet.</source>
        <translation>Dieser Platz hat noch keine Karte gewählt.</translation>
    </message>
    <message>
        <source>Hints and computer players cannot play this game&apos;s rules.</source>
        <translation>Tipps und Computerspieler beherrschen die Regeln dieses Spiels nicht.</translation>
    </message>
    <message>
        <source>The hint tables for {game} are missing, so hints and computer players are off.</source>
        <translation>Die Tipptabellen für {game} fehlen, daher sind Tipps und Computerspieler aus.</translation>
    </message>
    <message>
        <source>This game cannot be reviewed.</source>
        <translation>Diese Partie lässt sich nicht auswerten.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Score {category}{column} ({points})</source>
        <translation>{category}{column} eintragen ({points})</translation>
    </message>
    <message>
        <source>Roll all {count} dice</source>
        <translation>Alle {count} Würfel werfen</translation>
    </message>
    <message>
        <source>Keep {dice}, roll {count}</source>
        <translation>{dice} halten, {count} werfen</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Expected final score with optimal play from here</source>
        <translation>Erwartete Endpunktzahl bei bestem Spiel ab hier</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Every option of this decision, best first; Enter plays the chosen one.</source>
        <translation>Jede Möglichkeit dieser Entscheidung, die beste zuerst; Eingabe spielt die gewählte.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>No hints for this game.</source>
        <translation>Für dieses Spiel gibt es keine Tipps.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>Hints appear on your turn.</source>
        <translation>Tipps erscheinen, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Options for {player}, best first:</source>
        <translation>Möglichkeiten für {player}, die beste zuerst:</translation>
    </message>
    <message>
        <source>Solving this game exactly (first time only, kept for next time)…</source>
        <translation>Dieses Spiel wird exakt gelöst (nur beim ersten Mal, danach gespeichert)…</translation>
    </message>
    <message>
        <source>Hints are unavailable: {reason}</source>
        <translation>Tipps sind nicht verfügbar: {reason}</translation>
    </message>
    <message>
        <source>Exact: the average final score with perfect play from here.</source>
        <translation>Exakt: die durchschnittliche Endpunktzahl bei perfektem Spiel ab hier.</translation>
    </message>
    <message>
        <source>Estimate: three-column Dicegame is too large to solve exactly; values combine exact single-column solutions with the multipliers.</source>
        <translation>Schätzung: Das Würfelspiel mit drei Spalten ist zu groß für eine exakte Lösung; die Werte verbinden exakte Lösungen einzelner Spalten mit den Faktoren.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to play this option.</source>
        <translation>Doppelklicken oder Eingabe drücken, um diese Möglichkeit zu spielen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>Neuer Spieler</translation>
    </message>
    <message>
        <source>The seed decides every die. Click to copy it, to replay or share this game.</source>
        <translation>Die Startzahl bestimmt jeden Würfel. Klicken Sie, um sie zu kopieren und diese Partie zu wiederholen oder zu teilen.</translation>
    </message>
    <message>
        <source>{game} — Dicebox</source>
        <translation>{game} – Dicebox</translation>
    </message>
    <message>
        <source>Seed {seed} · Copy</source>
        <translation>Startzahl {seed} · Kopieren</translation>
    </message>
    <message>
        <source>Seed –</source>
        <translation>Startzahl –</translation>
    </message>
    <message>
        <source>Those players could not be seated: {reason} The default players play instead.</source>
        <translation>Diese Spieler konnten nicht Platz nehmen: {reason} Stattdessen spielen die Standardspieler.</translation>
    </message>
    <message>
        <source>Restarted{seed}: the same dice come again.</source>
        <translation>Neu gestartet{seed}: Es fallen wieder dieselben Würfel.</translation>
    </message>
    <message>
        <source>Seed {seed} copied. Game ▸ New Game ▸ This number replays it.</source>
        <translation>Startzahl {seed} kopiert. Spiel ▸ Neues Spiel ▸ Diese Zahl wiederholt die Partie.</translation>
    </message>
    <message>
        <source>Game over. Tap New player for the next game.</source>
        <translation>Partie vorbei. Tippen Sie auf „Neuer Spieler“ für die nächste Partie.</translation>
    </message>
    <message>
        <source>Game over. Game ▸ Restart This Seed plays it again; Ctrl+N starts a new game.</source>
        <translation>Partie vorbei. Spiel ▸ Diese Startzahl neu starten spielt sie noch einmal; Strg+N beginnt eine neue Partie.</translation>
    </message>
    <message>
        <source>This table stays open for the next player. Staff can exit with the admin PIN.</source>
        <translation>Dieser Tisch bleibt für den nächsten Spieler offen. Das Personal kann mit der Admin-PIN beenden.</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Restart This Seed</source>
        <translation>Diese Startzahl neu &amp;starten</translation>
    </message>
    <message>
        <source>Play this seed again from the start</source>
        <translation>Diese Startzahl noch einmal von vorn spielen</translation>
    </message>
    <message>
        <source>&amp;Copy Seed</source>
        <translation>Startzahl &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Open Game File…</source>
        <translation>Spieldatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Watch a saved .dicebox game again</source>
        <translation>Eine gespeicherte .dicebox-Partie noch einmal ansehen</translation>
    </message>
    <message>
        <source>&amp;Export This Game…</source>
        <translation>Diese Partie e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the game on the table as a .dicebox file to keep or share</source>
        <translation>Die Partie auf dem Tisch als .dicebox-Datei speichern, um sie aufzubewahren oder zu teilen</translation>
    </message>
    <message>
        <source>Re&amp;cords…</source>
        <translation>Auf&amp;zeichnungen…</translation>
    </message>
    <message>
        <source>Reduce &amp;Motion</source>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Turn off the dice roll animation</source>
        <translation>Die Würfelanimation ausschalten</translation>
    </message>
    <message>
        <source>Speed Up &amp;Computer</source>
        <translation>&amp;Computer beschleunigen</translation>
    </message>
    <message>
        <source>Let computer players move almost at once</source>
        <translation>Computerspieler fast sofort ziehen lassen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Hints</source>
        <translation>&amp;Tipps</translation>
    </message>
    <message>
        <source>Show every option with its expected final score (marks the game assisted)</source>
        <translation>Jede Möglichkeit mit ihrer erwarteten Endpunktzahl zeigen (markiert die Partie als unterstützt)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Dicebox</source>
        <translation>Ü&amp;ber Dicebox</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>Computer&amp;tempo</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;System Theme</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size ({percent}%)</source>
        <translation>&amp;Originalgröße ({percent} %)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>Zoom {percent} %</translation>
    </message>
    <message>
        <source>&amp;Undo {step}</source>
        <translation>&amp;Rückgängig: {step}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo {step}</source>
        <translation>&amp;Wiederherstellen: {step}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>History, high scores and statistics of finished games</source>
        <translation>Verlauf, Bestenliste und Statistik beendeter Partien</translation>
    </message>
    <message>
        <source>No records are kept in this window</source>
        <translation>In diesem Fenster wird nichts aufgezeichnet</translation>
    </message>
    <message>
        <source>About Dicebox</source>
        <translation>Über Dicebox</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Dice Dash</source>
        <translation>Würfelsprint</translation>
    </message>
    <message>
        <source>Dicegame</source>
        <translation>Würfelspiel</translation>
    </message>
    <message>
        <source>Match!</source>
        <translation>Match!</translation>
    </message>
    <message>
        <source>Triple Dice</source>
        <translation>Triple Dice</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Three Match</source>
        <translation>Drei gleiche</translation>
    </message>
    <message>
        <source>Four Match</source>
        <translation>Vier gleiche</translation>
    </message>
    <message>
        <source>Triple and Pair</source>
        <translation>Drilling und Paar</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Run of Four</source>
        <translation>Viererreihe</translation>
    </message>
    <message>
        <source>Run of Five</source>
        <translation>Fünferreihe</translation>
    </message>
    <message>
        <source>Anything</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <source>All Match</source>
        <translation>Alle gleich</translation>
    </message>
    <message>
        <source>All Match!</source>
        <translation>Alle gleich!</translation>
    </message>
    <message>
        <source>Number Bonus</source>
        <translation>Zahlenbonus</translation>
    </message>
    <message>
        <source>Perfect Round</source>
        <translation>Perfekte Runde</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>sum of the dice showing {face}</source>
        <translation>Summe der Würfel mit {face} Augen</translation>
    </message>
    <message>
        <source>sum of all dice if at least {count} are equal</source>
        <translation>Summe aller Würfel, wenn mindestens {count} gleich sind</translation>
    </message>
    <message>
        <source>{points} for three of one face and two of another</source>
        <translation>{points} für drei gleiche und zwei andere gleiche</translation>
    </message>
    <message>
        <source>{points} for {length} consecutive faces</source>
        <translation>{points} für {length} aufeinanderfolgende Augenzahlen</translation>
    </message>
    <message>
        <source>{points} when all the dice are equal</source>
        <translation>{points}, wenn alle Würfel gleich sind</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>Summe aller Würfel</translation>
    </message>
    <message>
        <source>sum of two pairs of different faces</source>
        <translation>Summe zweier Paare verschiedener Augenzahl</translation>
    </message>
    <message>
        <source>+{points} when {categories} reach {threshold}</source>
        <translation>+{points}, wenn {categories} {threshold} erreichen</translation>
    </message>
    <message>
        <source>+{points} for every category scored on the first roll of its turn</source>
        <translation>+{points} für jedes Feld, das beim ersten Wurf seines Zugs eingetragen wird</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>
&lt;h3&gt;Every turn&lt;/h3&gt;
&lt;p&gt;Your turn starts with all five dice already rolled. You may roll again twice more, three rolls
in all. Before a roll, click the dice you want to keep (or press &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;5&lt;/b&gt;); a kept
die is raised, framed in gold and marked with a padlock and the word HELD. Click it again to let
it roll. Holding never uses up a roll. Press &lt;b&gt;Roll&lt;/b&gt; (or &lt;b&gt;Space&lt;/b&gt; / &lt;b&gt;R&lt;/b&gt;) to roll the
free dice.&lt;/p&gt;
&lt;p&gt;Whenever you like &amp;ndash; after the first, second or third roll &amp;ndash; choose a box on the
scorecard: click it, or move to it with the arrow keys and press &lt;b&gt;Enter&lt;/b&gt;. Open boxes show in
green italics what the dice would score there. Choosing a box the dice do not fit scores 0 there:
a useful way to get rid of a bad turn. A filled box cannot be used again.&lt;/p&gt;
&lt;h3&gt;Seeds and undo&lt;/h3&gt;
&lt;p&gt;Every game has a seed, shown at the top of the window (click it to copy). The seed decides
every die: the same seed and the same choices give the same game, so you can replay a seed or
challenge a friend with it. Undo (&lt;b&gt;Ctrl+Z&lt;/b&gt;) takes back any step, and Redo (&lt;b&gt;Ctrl+Y&lt;/b&gt; or
&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;) brings it back. Undoing a roll and rolling again brings &lt;i&gt;the same dice&lt;/i&gt;:
the seed decides them, so undo cannot be used to fish for luck. A game in which you used undo is
marked &lt;i&gt;assisted&lt;/i&gt; in the final summary.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;Jeder Zug&lt;/h3&gt;
&lt;p&gt;Ihr Zug beginnt mit allen fünf Würfeln bereits geworfen. Sie dürfen noch zweimal würfeln,
insgesamt also dreimal. Klicken Sie vor einem Wurf die Würfel an, die Sie behalten möchten (oder
drücken Sie &lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;5&lt;/b&gt;); ein gehaltener Würfel ist angehoben, golden umrandet und
trägt ein Schloss und das Wort GEHALTEN. Ein zweiter Klick gibt ihn wieder frei. Halten kostet nie
einen Wurf. Drücken Sie &lt;b&gt;Würfeln&lt;/b&gt; (oder &lt;b&gt;Leertaste&lt;/b&gt; / &lt;b&gt;R&lt;/b&gt;), um die freien Würfel zu
werfen.&lt;/p&gt;
&lt;p&gt;Wann immer Sie möchten &amp;ndash; nach dem ersten, zweiten oder dritten Wurf &amp;ndash; wählen Sie ein
Feld im Spielblock: anklicken oder mit den Pfeiltasten hingehen und &lt;b&gt;Eingabe&lt;/b&gt; drücken. Offene
Felder zeigen in grüner Kursivschrift, was die Würfel dort zählen würden. Ein Feld, zu dem die
Würfel nicht passen, zählt dort 0: ein nützlicher Weg, einen schlechten Zug loszuwerden. Ein
belegtes Feld kann nicht noch einmal genutzt werden.&lt;/p&gt;
&lt;h3&gt;Startzahl und Rückgängig&lt;/h3&gt;
&lt;p&gt;Jede Partie hat eine Startzahl, oben im Fenster angezeigt (ein Klick kopiert sie). Die Startzahl
bestimmt jeden Würfel: Dieselbe Startzahl und dieselben Entscheidungen ergeben dieselbe Partie, Sie
können also eine Startzahl wiederholen oder jemanden damit herausfordern. Rückgängig
(&lt;b&gt;Strg+Z&lt;/b&gt;) nimmt jeden Schritt zurück, Wiederherstellen (&lt;b&gt;Strg+Y&lt;/b&gt; oder
&lt;b&gt;Strg+Umschalt+Z&lt;/b&gt;) bringt ihn zurück. Wer einen Wurf rückgängig macht und noch einmal würfelt,
bekommt &lt;i&gt;dieselben Würfel&lt;/i&gt;: Die Startzahl bestimmt sie, mit Rückgängig lässt sich also kein
Glück erzwingen. Eine Partie, in der Sie Rückgängig benutzt haben, wird in der Schlussübersicht als
&lt;i&gt;unterstützt&lt;/i&gt; markiert.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Dice Dash&lt;/h2&gt;
&lt;p&gt;A solo race through eight rounds. Each round fills exactly one of eight boxes; when all eight
are filled the game is over. The best possible total is 270.&lt;/p&gt;
&lt;h3&gt;The boxes&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ones, Threes, Fives&lt;/b&gt;&lt;/td&gt;&lt;td&gt;add up only the dice showing that number.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Three of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;at least three dice alike: the sum of all five dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Four of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;at least four alike: the sum of all five dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;three of one number and two of another: 25. Five alike is
&lt;i&gt;not&lt;/i&gt; a full house.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;four numbers in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6): 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;All Match&lt;/b&gt;&lt;/td&gt;&lt;td&gt;all five dice alike: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonuses&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Number Bonus&lt;/b&gt;: +20 once Ones, Threes and Fives together reach 30. The scorecard shows how
far you are (for example 23/30).&lt;br&gt;&lt;b&gt;Perfect Round&lt;/b&gt;: +5 for every box you fill straight
after the first roll of a round, without rolling again &amp;ndash; even when you score 0 there.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Würfelsprint&lt;/h2&gt;
&lt;p&gt;Ein Wettlauf für eine Person über acht Runden. Jede Runde füllt genau eines von acht Feldern; sind
alle acht gefüllt, ist die Partie vorbei. Die höchstmögliche Summe ist 270.&lt;/p&gt;
&lt;h3&gt;Die Felder&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Einer, Dreier, Fünfer&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nur die Würfel mit dieser Augenzahl werden addiert.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Dreierpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mindestens drei gleiche: die Summe aller fünf Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Viererpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mindestens vier gleiche: die Summe aller fünf Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;drei von einer Zahl und zwei von einer anderen: 25. Fünf gleiche
sind &lt;i&gt;kein&lt;/i&gt; Full House.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vier Zahlen in Folge (1-2-3-4, 2-3-4-5 oder 3-4-5-6): 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alle gleich&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alle fünf Würfel gleich: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Boni&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Zahlenbonus&lt;/b&gt;: +20, sobald Einer, Dreier und Fünfer zusammen 30 erreichen. Der Spielblock
zeigt, wie weit Sie sind (zum Beispiel 23/30).&lt;br&gt;&lt;b&gt;Perfekte Runde&lt;/b&gt;: +5 für jedes Feld, das Sie
direkt nach dem ersten Wurf einer Runde füllen, ohne noch einmal zu würfeln &amp;ndash; auch wenn Sie
dort 0 eintragen.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Dicegame&lt;/h2&gt;
&lt;p&gt;Usually two players (one to four may play). Each player has three columns of thirteen boxes.
Whatever a column totals is counted once, twice or three times (×1, ×2, ×3), so
your best rolls belong in the third column. Players take turns; each turn fills one box in any of
your three columns, so a game is 39 turns per player.&lt;/p&gt;
&lt;h3&gt;The boxes&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ones &amp;hellip; Sixes&lt;/b&gt;&lt;/td&gt;&lt;td&gt;add up the dice showing that number.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Three / Four of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;at least three (four) alike: the sum of all five dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;three of one number and two of another: 25 (five alike is not one).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Small Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;four in a row: 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Large Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;five in a row (1-2-3-4-5 or 2-3-4-5-6): 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Five of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;all five alike: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;anything: the sum of the dice.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus and totals&lt;/h3&gt;
&lt;p&gt;A column whose Ones to Sixes add up to 63 or more (three of each number is exactly 63) earns
+35. Each column&apos;s total, bonus included, is multiplied by its column number; the grand total is
the sum of the three. The highest grand total wins; equal totals share the win.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Würfelspiel&lt;/h2&gt;
&lt;p&gt;Meist zu zweit (eine bis vier Personen können spielen). Jeder hat drei Spalten mit je dreizehn
Feldern. Was eine Spalte ergibt, zählt einfach, doppelt oder dreifach (×1, ×2, ×3), Ihre besten
Würfe gehören also in die dritte Spalte. Man zieht abwechselnd; jeder Zug füllt ein Feld in einer
Ihrer drei Spalten, eine Partie hat also 39 Züge pro Person.&lt;/p&gt;
&lt;h3&gt;Die Felder&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Einer &amp;hellip; Sechser&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die Würfel mit dieser Augenzahl werden addiert.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Dreier- / Viererpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mindestens drei (vier) gleiche: die Summe aller fünf Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;drei von einer Zahl und zwei von einer anderen: 25 (fünf gleiche sind keines).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kleine Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vier in Folge: 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Große Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fünf in Folge (1-2-3-4-5 oder 2-3-4-5-6): 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Fünferpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alle fünf gleich: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alles: die Summe der Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus und Summen&lt;/h3&gt;
&lt;p&gt;Eine Spalte, deren Einer bis Sechser zusammen 63 oder mehr ergeben (drei von jeder Zahl sind genau
63), erhält +35. Die Summe jeder Spalte, Bonus eingeschlossen, wird mit ihrer Spaltennummer
multipliziert; die Gesamtsumme ist die Summe der drei. Die höchste Gesamtsumme gewinnt; bei
Gleichstand teilt man sich den Sieg.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Match!&lt;/h2&gt;
&lt;p&gt;Fourteen boxes to fill, alone or with up to four players taking turns. The game ends once
every box has been used.&lt;/p&gt;
&lt;h3&gt;The boxes&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ones &amp;hellip; Sixes&lt;/b&gt;&lt;/td&gt;&lt;td&gt;add up the dice showing that number.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Three / Four Match&lt;/b&gt;&lt;/td&gt;&lt;td&gt;at least three (four) alike: the sum of all five dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Triple and Pair&lt;/b&gt;&lt;/td&gt;&lt;td&gt;three of one number and two of another: 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Two Pairs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;two different numbers, each showing at least twice: twice each
number (3-3-3-5-5 scores 16). Four alike alone is not two pairs.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Run of Four / Five&lt;/b&gt;&lt;/td&gt;&lt;td&gt;four (five) numbers in a row: 30 (40).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Anything&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the sum of the dice, whatever they show.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;All Match!&lt;/b&gt;&lt;/td&gt;&lt;td&gt;all five alike: 50 &amp;ndash; and this box stays open, so you can
score it again and again, each time for another 50 (each time uses a turn). Choose it without
five alike and it records 0 and closes for the rest of the game.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;There is no upper bonus in Match!.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Match!&lt;/h2&gt;
&lt;p&gt;Vierzehn Felder sind zu füllen, allein oder mit bis zu vier Personen im Wechsel. Die Partie endet,
sobald jedes Feld genutzt ist.&lt;/p&gt;
&lt;h3&gt;Die Felder&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Einer &amp;hellip; Sechser&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die Würfel mit dieser Augenzahl werden addiert.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Drei / Vier gleiche&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mindestens drei (vier) gleiche: die Summe aller fünf Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Drilling und Paar&lt;/b&gt;&lt;/td&gt;&lt;td&gt;drei von einer Zahl und zwei von einer anderen: 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Zwei Paare&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwei verschiedene Zahlen, jede mindestens zweimal: jede Zahl doppelt
(3-3-3-5-5 zählt 16). Vier gleiche allein sind keine zwei Paare.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Vierer- / Fünferreihe&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vier (fünf) Zahlen in Folge: 30 (40).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Beliebig&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die Summe der Würfel, was immer sie zeigen.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alle gleich!&lt;/b&gt;&lt;/td&gt;&lt;td&gt;alle fünf gleich: 50 &amp;ndash; und dieses Feld bleibt offen, Sie können
es also immer wieder eintragen, jedes Mal für weitere 50 (jedes Mal kostet einen Zug). Wählen Sie
es ohne fünf gleiche, wird 0 eingetragen und es schließt sich für den Rest der Partie.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;In Match! gibt es keinen Bonus für den oberen Teil.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>
&lt;h2&gt;Triple Dice&lt;/h2&gt;
&lt;p&gt;A game of bluff and foresight for two to four players over four rounds of three turns.&lt;/p&gt;
&lt;h3&gt;A round&lt;/h3&gt;
&lt;p&gt;Everyone receives eleven dice. Nine are on the table for all to see; two are &lt;b&gt;private&lt;/b&gt;
(marked with a lock): only you know their values. Looking at your dice, you secretly choose a
&lt;b&gt;prediction card&lt;/b&gt; for the round:&lt;/p&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Zero&lt;/b&gt;&lt;/td&gt;&lt;td&gt;you will score exactly 0 this round&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Minimum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;more than 0 but less than 7&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;More&lt;/b&gt;&lt;/td&gt;&lt;td&gt;7 or more, but less than 11&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Maximum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;11 or more&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Shared places can make fractions; a score counts for the band it falls in (6.5 is Minimum).
Cards are picked one player after another.&lt;/p&gt;
&lt;p&gt;Then come three turns. In each turn, one after another, every player lays down three of their
unused dice. Later players see what was laid before them, except the values of private dice,
which stay hidden (shown as ?) until everyone has played; then all are turned up. After three
turns your last two dice are set aside.&lt;/p&gt;
&lt;h3&gt;Who wins a turn&lt;/h3&gt;
&lt;p&gt;Best first: &lt;b&gt;triple&lt;/b&gt; (three alike), &lt;b&gt;straight&lt;/b&gt; (three in a row; 6 and 1 do not
connect), &lt;b&gt;double&lt;/b&gt; (two alike), &lt;b&gt;single&lt;/b&gt;. Between equal kinds, compare the dice from the
highest down: 5-2-2 beats 3-3-1, 6-2-1 beats 5-4-1. Identical dice tie.&lt;/p&gt;
&lt;p&gt;Places earn 6, 3, 1 and 0 points; with fewer players only the first places count (two
players play for 6 and 3, three for 6, 3 and 1). Tied players split the points of the places
they share, so two players tied for first out of four get 4.5 each. The first turn of a round
starts in an order drawn from the seed; the winner of a turn starts the next one (the earliest to
play among tied winners).&lt;/p&gt;
&lt;h3&gt;End of a round&lt;/h3&gt;
&lt;p&gt;Cards are revealed. A correct &lt;b&gt;Zero&lt;/b&gt; earns +40; any other correct card doubles your
round score. A wrong card costs nothing. After four rounds the highest total wins; equal totals
share the win.&lt;/p&gt;
&lt;h3&gt;Playing together on one screen&lt;/h3&gt;
&lt;p&gt;In pass-and-play, a privacy screen covers the table between players: hand over the computer,
and the next player presses the button when nobody else is looking. Undo is possible only until
the next player has acted.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Triple Dice&lt;/h2&gt;
&lt;p&gt;Ein Spiel aus Bluff und Voraussicht für zwei bis vier Personen über vier Runden zu je drei Zügen.&lt;/p&gt;
&lt;h3&gt;Eine Runde&lt;/h3&gt;
&lt;p&gt;Jeder erhält elf Würfel. Neun liegen offen auf dem Tisch; zwei sind &lt;b&gt;verdeckt&lt;/b&gt; (mit einem
Schloss markiert): Nur Sie kennen ihre Werte. Mit Blick auf Ihre Würfel wählen Sie geheim eine
&lt;b&gt;Vorhersagekarte&lt;/b&gt; für die Runde:&lt;/p&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Null&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Sie erzielen in dieser Runde genau 0&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Minimum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mehr als 0, aber weniger als 7&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Mehr&lt;/b&gt;&lt;/td&gt;&lt;td&gt;7 oder mehr, aber weniger als 11&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Maximum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;11 oder mehr&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Geteilte Plätze können Brüche ergeben; eine Punktzahl zählt für den Bereich, in den sie fällt (6,5
ist Minimum). Die Karten werden nacheinander gewählt.&lt;/p&gt;
&lt;p&gt;Dann folgen drei Züge. In jedem Zug legt jeder nacheinander drei seiner unbenutzten Würfel ab.
Spätere Spieler sehen, was vor ihnen gelegt wurde, außer den Werten verdeckter Würfel, die verborgen
bleiben (als ? gezeigt), bis alle gespielt haben; dann werden alle aufgedeckt. Nach drei Zügen werden
Ihre letzten zwei Würfel beiseitegelegt.&lt;/p&gt;
&lt;h3&gt;Wer einen Zug gewinnt&lt;/h3&gt;
&lt;p&gt;Vom besten an: &lt;b&gt;Drilling&lt;/b&gt; (drei gleiche), &lt;b&gt;Straße&lt;/b&gt; (drei in Folge; 6 und 1 schließen nicht
an), &lt;b&gt;Pasch&lt;/b&gt; (zwei gleiche), &lt;b&gt;Einzelne&lt;/b&gt;. Bei gleicher Art vergleicht man die Würfel vom
höchsten abwärts: 5-2-2 schlägt 3-3-1, 6-2-1 schlägt 5-4-1. Gleiche Würfel sind unentschieden.&lt;/p&gt;
&lt;p&gt;Die Plätze bringen 6, 3, 1 und 0 Punkte; mit weniger Spielern zählen nur die ersten Plätze (zwei
Spieler spielen um 6 und 3, drei um 6, 3 und 1). Gleichauf liegende Spieler teilen sich die Punkte der
Plätze, die sie sich teilen, zwei von vieren gemeinsam auf Platz eins erhalten also je 4,5. Der erste
Zug einer Runde beginnt in einer von der Startzahl gezogenen Reihenfolge; der Gewinner eines Zugs
beginnt den nächsten (bei mehreren Gewinnern der, der zuerst gespielt hat).&lt;/p&gt;
&lt;h3&gt;Ende einer Runde&lt;/h3&gt;
&lt;p&gt;Die Karten werden aufgedeckt. Eine richtige &lt;b&gt;Null&lt;/b&gt; bringt +40; jede andere richtige Karte
verdoppelt Ihre Rundenpunkte. Eine falsche Karte kostet nichts. Nach vier Runden gewinnt die höchste
Summe; bei Gleichstand teilt man sich den Sieg.&lt;/p&gt;
&lt;h3&gt;Gemeinsam an einem Bildschirm&lt;/h3&gt;
&lt;p&gt;Beim Weiterreichen verdeckt ein Sichtschutz den Tisch zwischen den Spielern: Geben Sie den
Computer weiter, und der nächste Spieler drückt die Taste, wenn niemand sonst hinsieht. Rückgängig
ist nur möglich, bis der nächste Spieler gehandelt hat.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>Dicebox rules</source>
        <translation>Dicebox-Regeln</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln von {game}</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>1 – 5</source>
        <translation>1 – 5</translation>
    </message>
    <message>
        <source>Hold or release die 1 to 5 (Dice Dash, Dicegame, Match!)</source>
        <translation>Würfel 1 bis 5 halten oder freigeben (Würfelsprint, Würfelspiel, Match!)</translation>
    </message>
    <message>
        <source>Space, R</source>
        <translation>Leertaste, R</translation>
    </message>
    <message>
        <source>Roll the dice that are not held</source>
        <translation>Die nicht gehaltenen Würfel werfen</translation>
    </message>
    <message>
        <source>Arrow keys, Enter</source>
        <translation>Pfeiltasten, Eingabe</translation>
    </message>
    <message>
        <source>Move between scorecard boxes; score the chosen box</source>
        <translation>Zwischen den Feldern des Spielblocks wechseln; das gewählte Feld eintragen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move between dice, buttons and the scorecard</source>
        <translation>Zwischen Würfeln, Schaltflächen und Spielblock wechseln</translation>
    </message>
    <message>
        <source>Enter on a die</source>
        <translation>Eingabe auf einem Würfel</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Diesen Würfel halten oder freigeben</translation>
    </message>
    <message>
        <source>Choose the prediction card Zero, Minimum, More or Maximum</source>
        <translation>Die Vorhersagekarte Null, Minimum, Mehr oder Maximum wählen</translation>
    </message>
    <message>
        <source>1 – 9, 0, − (Triple Dice)</source>
        <translation>1 – 9, 0, − (Triple Dice)</translation>
    </message>
    <message>
        <source>Pick or put back your die 1 to 11</source>
        <translation>Ihren Würfel 1 bis 11 wählen oder zurücklegen</translation>
    </message>
    <message>
        <source>Space on a die (Triple Dice)</source>
        <translation>Leertaste auf einem Würfel (Triple Dice)</translation>
    </message>
    <message>
        <source>Pick or put back that die</source>
        <translation>Diesen Würfel wählen oder zurücklegen</translation>
    </message>
    <message>
        <source>Enter (Triple Dice)</source>
        <translation>Eingabe (Triple Dice)</translation>
    </message>
    <message>
        <source>Play the chosen card or the three picked dice; continue after a summary or the privacy screen</source>
        <translation>Die gewählte Karte oder die drei gewählten Würfel ausspielen; nach einer Übersicht oder dem Sichtschutz weitermachen</translation>
    </message>
    <message>
        <source>Backspace, Escape (Triple Dice)</source>
        <translation>Rücktaste, Esc (Triple Dice)</translation>
    </message>
    <message>
        <source>Put every picked die back</source>
        <translation>Alle gewählten Würfel zurücklegen</translation>
    </message>
    <message>
        <source>1 – 4 (Triple Dice)</source>
        <translation>1 – 4 (Triple Dice)</translation>
    </message>
    <message>
        <source>← →, Home, End</source>
        <translation>← →, Pos1, Ende</translation>
    </message>
    <message>
        <source>Step through a replay</source>
        <translation>Schrittweise durch eine Wiederholung gehen</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a dialog</source>
        <translation>Einen Dialog schließen</translation>
    </message>
    <message>
        <source> Their licence texts are in &lt;code&gt;{path}&lt;/code&gt;.</source>
        <translation> Ihre Lizenztexte liegen in &lt;code&gt;{path}&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four dice games &amp;ndash; Dice Dash, Dicegame, Match! and Triple Dice &amp;ndash; for one table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vier Würfelspiele &amp;ndash; Würfelsprint, Würfelspiel, Match! und Triple Dice &amp;ndash; für einen Tisch.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fully offline: Dicebox never uses the network. Every game is decided by its seed, so any game can be replayed exactly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vollständig offline: Dicebox nutzt nie das Netzwerk. Jede Partie wird von ihrer Startzahl bestimmt und lässt sich daher genau wiederholen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dicebox is MIT-licensed. Built with Python and Qt (PySide6), which it uses under the LGPL-3.0, and a few other open-source libraries.{where}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dicebox steht unter der MIT-Lizenz. Gebaut mit Python und Qt (PySide6), das es unter der LGPL-3.0 nutzt, und einigen weiteren Open-Source-Bibliotheken.{where}&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Subtotal</source>
        <translation>Zwischensumme</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Spaltensumme</translation>
    </message>
    <message>
        <source>Counted (×)</source>
        <translation>Gewertet (×)</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source> (playing now)</source>
        <translation> (spielt gerade)</translation>
    </message>
    <message>
        <source>, column ×{multiplier}</source>
        <translation>, Spalte ×{multiplier}</translation>
    </message>
    <message>
        <source>{player} column ×{multiplier}</source>
        <translation>{player} Spalte ×{multiplier}</translation>
    </message>
    <message>
        <source>{points} if scored now</source>
        <translation>{points}, wenn jetzt eingetragen</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{row}, {where}: {what}</source>
        <translation>{row}, {where}: {what}</translation>
    </message>
    <message>
        <source> plus a {bonus}-point bonus</source>
        <translation> plus {bonus} Bonuspunkte</translation>
    </message>
    <message>
        <source>; counts ×{multiplier}: +{gain} to the grand total</source>
        <translation>; zählt ×{multiplier}: +{gain} zur Gesamtsumme</translation>
    </message>
    <message>
        <source> (a deliberate 0: the dice do not fit)</source>
        <translation> (eine bewusste 0: die Würfel passen nicht)</translation>
    </message>
    <message>
        <source>Score {category} now: {points}{zero}{bonus}{counts}. Click or press Enter.</source>
        <translation>{category} jetzt eintragen: {points}{zero}{bonus}{counts}. Klicken oder Eingabe drücken.</translation>
    </message>
    <message>
        <source>{player}: {category} scored {points}</source>
        <translation>{player}: {category} mit {points} eingetragen</translation>
    </message>
    <message>
        <source>{player}: {category} scored {points} on roll {roll}</source>
        <translation>{player}: {category} mit {points} beim {roll}. Wurf eingetragen</translation>
    </message>
    <message>
        <source>{bonus}: {rule}. Progress {progress}/{target}.</source>
        <translation>{bonus}: {rule}. Stand {progress}/{target}.</translation>
    </message>
    <message>
        <source>{bonus}: {rule}. {player} has {count} so far.</source>
        <translation>{bonus}: {rule}. {player} hat bisher {count}.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>Arrow keys move between boxes; Enter scores the chosen box. Each box says what it would score now.</source>
        <translation>Pfeiltasten wechseln zwischen den Feldern; Eingabe trägt das gewählte Feld ein. Jedes Feld sagt, was es jetzt zählen würde.</translation>
    </message>
</context>
<context>
    <name>ScorecardGame</name>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>Hold die {number}</source>
        <translation>Würfel {number} halten</translation>
    </message>
    <message>
        <source>Release die {number}</source>
        <translation>Würfel {number} freigeben</translation>
    </message>
    <message>
        <source>Roll {roll}: {dice}</source>
        <translation>Wurf {roll}: {dice}</translation>
    </message>
    <message>
        <source>{category}{column}: {points}</source>
        <translation>{category}{column}: {points}</translation>
    </message>
    <message>
        <source> — game over</source>
        <translation> – Partie vorbei</translation>
    </message>
</context>
<context>
    <name>ScorecardPage</name>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>A replay: step through it with the buttons below, or ← →</source>
        <translation>Eine Wiederholung: Gehen Sie sie mit den Tasten unten durch oder mit ← →</translation>
    </message>
    <message>
        <source>Click dice or press 1–{last} to hold · Space or R to roll · click a box or Enter to score</source>
        <translation>Würfel anklicken oder 1–{last} drücken zum Halten · Leertaste oder R zum Würfeln · Feld anklicken oder Eingabe zum Eintragen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Roll {roll} of {rolls}</source>
        <translation>Wurf {roll} von {rolls}</translation>
    </message>
    <message>
        <source>The game is over. Start a new game or play this seed again (Game menu).</source>
        <translation>Die Partie ist vorbei. Beginnen Sie eine neue oder spielen Sie diese Startzahl noch einmal (Menü Spiel).</translation>
    </message>
    <message>
        <source>No rolls left</source>
        <translation>Kein Wurf mehr</translation>
    </message>
    <message>
        <source>All {rolls} rolls are used: choose a box on the scorecard to score.</source>
        <translation>Alle {rolls} Würfe sind verbraucht: Wählen Sie ein Feld im Spielblock zum Eintragen.</translation>
    </message>
    <message>
        <source>Roll – {left} left</source>
        <translation>Würfeln – noch {left}</translation>
    </message>
    <message>
        <source>All {count} dice are held: release a die to roll, or score.</source>
        <translation>Alle {count} Würfel werden gehalten: Geben Sie einen frei, um zu würfeln, oder tragen Sie ein.</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R).</source>
        <translation>Die nicht gehaltenen Würfel werfen (Leertaste oder R).</translation>
    </message>
    <message>
        <source>Game over — {headline}</source>
        <translation>Partie vorbei – {headline}</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>unterstützt</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sie sind am Zug</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>{player} ist am Zug</translation>
    </message>
    <message>
        <source>{turn} (computer, {level})</source>
        <translation>{turn} (Computer, {level})</translation>
    </message>
    <message>
        <source> · assisted</source>
        <translation> · unterstützt</translation>
    </message>
</context>
</TS>
