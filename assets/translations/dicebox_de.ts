<?xml version='1.0' encoding='utf-8'?>
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
      <source>Die {number}: {face}</source>
      <translation>Würfel {number}: {face}</translation>
    </message>
  </context>
  <context>
    <name>Banner</name>
    <message>
      <source>Warning</source>
      <translation>Warnung</translation>
    </message>
    <message>
      <source>Records are not being kept</source>
      <translation>Es wird nichts aufgezeichnet</translation>
    </message>
    <message>
      <source>Play goes on, but the games of this session will not be kept.</source>
      <translation>Das Spiel geht weiter, aber die Partien dieser Sitzung werden nicht aufbewahrt.</translation>
    </message>
    <message>
      <source>Play goes on: your moves wait in memory and are written as soon as the disk accepts them (quitting before then would lose them).</source>
      <translation>Das Spiel geht weiter: Ihre Züge warten im Speicher und werden geschrieben, sobald der Datenträger sie annimmt (wer vorher beendet, verliert sie).</translation>
    </message>
  </context>
  <context>
    <name>Celebration</name>
    <message>
      <source>All match!</source>
      <translation>Alle gleich!</translation>
    </message>
    <message>
      <source>Bonus reached!</source>
      <translation>Bonus erreicht!</translation>
    </message>
    <message>
      <source>Perfect round!</source>
      <translation>Perfekte Runde!</translation>
    </message>
    <message>
      <source>A card came true!</source>
      <translation>Eine Karte traf zu!</translation>
    </message>
    <message>
      <source>New personal best!</source>
      <translation>Neue persönliche Bestleistung!</translation>
    </message>
  </context>
  <context>
    <name>ChartLine</name>
    <message>
      <source>Score</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>average so far</source>
      <translation>Durchschnitt bisher</translation>
    </message>
    <message>
      <source>average of last {window}</source>
      <translation>Durchschnitt der letzten {window}</translation>
    </message>
    <message>
      <source>game {number}</source>
      <translation>Partie {number}</translation>
    </message>
    <message>
      <source>Line chart of {game} scores: no games yet.</source>
      <translation>Liniendiagramm der Ergebnisse {game}: noch keine Partien.</translation>
    </message>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores: {first} in {where}.</source>
      <translation>
        <numerusform>Liniendiagramm von %Ln Ergebnis {game}: {first} in {where}.</numerusform>
        <numerusform>Liniendiagramm von %Ln Ergebnissen {game}: {first} in {where}.</numerusform>
      </translation>
    </message>
    <message>
      <source>stayed at {score}</source>
      <translation>blieb bei {score}</translation>
    </message>
    <message>
      <source>rose from {first} to {last}</source>
      <translation>stieg von {first} auf {last}</translation>
    </message>
    <message>
      <source>fell from {first} to {last}</source>
      <translation>fiel von {first} auf {last}</translation>
    </message>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores in order, from {where} to {where2}: first {number_text}, last {number_text2}; best {number_text3} in {where3}; lowest {number_text4} in {where4}; {average_name} {trend}.</source>
      <translation>
        <numerusform>Liniendiagramm von %Ln Ergebnis {game} der Reihe nach, von {where} bis {where2}: erstes {number_text}, letztes {number_text2}; bestes {number_text3} in {where3}; niedrigstes {number_text4} in {where4}; {average_name} {trend}.</numerusform>
        <numerusform>Liniendiagramm von %Ln Ergebnissen {game} der Reihe nach, von {where} bis {where2}: erstes {number_text}, letztes {number_text2}; bestes {number_text3} in {where3}; niedrigstes {number_text4} in {where4}; {average_name} {trend}.</numerusform>
      </translation>
    </message>
    <message>
      <source>{where}: {number_text} · average {number_text2}</source>
      <translation>{where}: {number_text} · Durchschnitt {number_text2}</translation>
    </message>
    <message>
      <source>{game} score</source>
      <translation>Ergebnis {game}</translation>
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message>
      <source>your last game</source>
      <translation>Ihre letzte Partie</translation>
    </message>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln Partie</numerusform>
        <numerusform>%Ln Partien</numerusform>
      </translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>Histogram of {game} scores: no games yet.</source>
      <translation>Histogramm der Ergebnisse {game}: noch keine Partien.</translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: {best}</source>
      <translation>
        <numerusform>Histogramm von %Ln Ergebnis {game}: {best}</numerusform>
        <numerusform>Histogramm von %Ln Ergebnissen {game}: {best}</numerusform>
      </translation>
    </message>
    <message>
      <source>between {low} and {high}</source>
      <translation>zwischen {low} und {high}</translation>
    </message>
    <message>
      <source>at {score}</source>
      <translation>bei {score}</translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: most {where} ({games})</source>
      <translation>
        <numerusform>Histogramm von %Ln Ergebnis {game}: die meisten {where} ({games})</numerusform>
        <numerusform>Histogramm von %Ln Ergebnissen {game}: die meisten {where} ({games})</numerusform>
      </translation>
    </message>
    <message>
      <source>best {score}</source>
      <translation>bestes {score}</translation>
    </message>
    <message>
      <source>lowest {score}</source>
      <translation>niedrigstes {score}</translation>
    </message>
    <message>
      <source>average {score}</source>
      <translation>Durchschnitt {score}</translation>
    </message>
    <message>
      <source>under 1%</source>
      <translation>unter 1 %</translation>
    </message>
    <message>
      <source>{range}: {games} ({share})</source>
      <translation>{range}: {games} ({share})</translation>
    </message>
    <message>
      <source>{game} scores {range}</source>
      <translation>Ergebnisse {game} {range}</translation>
    </message>
    <message>
      <source>{games} ({share})</source>
      <translation>{games} ({share})</translation>
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
      <source>It is {player}'s turn (computer). Wait a moment, or press F3 to speed it up.</source>
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
      <source>It is not {player}'s move: it is {current}'s turn.</source>
      <translation>{player} ist nicht am Zug: {current} ist an der Reihe.</translation>
    </message>
    <message>
      <source>{player}'s turn.</source>
      <translation>{player} ist am Zug.</translation>
    </message>
    <message>
      <source>First roll: {dice}.</source>
      <translation>Erster Wurf: {dice}.</translation>
    </message>
    <message>
      <source>This is a replay: step back with the replay's own buttons.</source>
      <translation>Dies ist eine Wiederholung: Gehen Sie mit den Tasten der Wiederholung zurück.</translation>
    </message>
    <message>
      <source>There is nothing to undo yet.</source>
      <translation>Es gibt noch nichts rückgängig zu machen.</translation>
    </message>
    <message>
      <source>Undo is off: the last move was {player}'s. In pass-and-play only a person's own last move can be taken back, before the next seat acts.</source>
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
    <message>
      <source>Undone: {steps}.</source>
      <translation>Rückgängig gemacht: {steps}.</translation>
    </message>
    <message>
      <source>Redone: {steps}.</source>
      <translation>Wiederhergestellt: {steps}.</translation>
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
      <source>{game} takes {fewest} to {most} players, not {count}.</source>
      <translation>{game} spielen {fewest} bis {most} Personen, nicht {count}.</translation>
    </message>
    <message>
      <source>{game} takes exactly 1 player, not {count}.</source>
      <translation>{game} ist für genau 1 Person, nicht für {count}.</translation>
    </message>
    <message>
      <source>{game} takes exactly {fewest} players, not {count}.</source>
      <translation>{game} spielen genau {fewest} Personen, nicht {count}.</translation>
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
      <source>The name “{name}” is longer than {limit} characters; shorten it.</source>
      <translation>Der Name „{name}“ ist länger als {limit} Zeichen; bitte kürzen.</translation>
    </message>
    <message>
      <source>The name “{name}” contains a control character; use letters, digits and spaces.</source>
      <translation>Der Name „{name}“ enthält ein Steuerzeichen; verwenden Sie Buchstaben, Ziffern und Leerzeichen.</translation>
    </message>
    <message>
      <source>The name “{name}” contains {character}, which cannot be seen, so the name would look like another; use letters, digits and spaces.</source>
      <translation>Der Name „{name}“ enthält {character}, ein unsichtbares Zeichen, sodass er wie ein anderer Name aussähe; verwenden Sie Buchstaben, Ziffern und Leerzeichen.</translation>
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
      <source>The saved game's field “{field}” holds {given}, which it cannot.</source>
      <translation>Das Feld „{field}“ der gespeicherten Partie enthält {given}, was dort nicht stehen kann.</translation>
    </message>
    <message>
      <source>The saved game has {length} moves; at most {limit} are allowed.</source>
      <translation>Die gespeicherte Partie hat {length} Züge; höchstens {limit} sind erlaubt.</translation>
    </message>
    <message>
      <source>The saved game's seed or players are not valid.</source>
      <translation>Startzahl oder Spieler der gespeicherten Partie sind ungültig.</translation>
    </message>
    <message>
      <source>The saved game's turn points by place (“{field}”) are {given}: a game of {players} players is scored {expected}, or {earlier} if it was begun under the earlier rule.</source>
      <translation>Die Zugpunkte nach Platz der gespeicherten Partie („{field}“) sind {given}: Eine Partie mit {players} Spielern wird mit {expected} gewertet, oder mit {earlier}, wenn sie nach der früheren Regel begonnen wurde.</translation>
    </message>
    <message>
      <source>Turn points by place of {given} are not a Triple Dice table for {players} players: {expected}, or the earlier {earlier}.</source>
      <translation>Zugpunkte nach Platz von {given} sind keine Triple-Dice-Tabelle für {players} Spieler: {expected}, oder die frühere {earlier}.</translation>
    </message>
    <message>
      <source>The saved game's “{field}” says {given}, but replaying its moves gives {expected}.</source>
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
      <source>{cell} cannot take these dice: {box} is already filled, so five alike are a joker, and the joker goes to {allowed}.</source>
      <translation>{cell} kann diese Würfel nicht nehmen: {box} ist schon gefüllt, also sind fünf gleiche ein Joker, und der Joker kommt in {allowed}.</translation>
    </message>
    <message>
      <source>{cell} was closed by a zero and takes no more scores; open: {open}.</source>
      <translation>{cell} wurde mit einer Null geschlossen und nimmt nichts mehr auf; offen: {open}.</translation>
    </message>
    <message>
      <source>{box} ({columns})</source>
      <translation>{box} ({columns})</translation>
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
      <source>It is not seat {seat}'s move.</source>
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
      <source>Hints and computer players cannot play this game's rules.</source>
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
    <name>GameFiles</name>
    <message>
      <source>Open a Dicebox game</source>
      <translation>Eine Dicebox-Partie öffnen</translation>
    </message>
    <message>
      <source>{name} cannot be opened.

{exc}</source>
      <translation>{name} lässt sich nicht öffnen.

{exc}</translation>
    </message>
    <message>
      <source>Added to your history as game {game_id}.</source>
      <translation>Als Partie {game_id} in Ihren Verlauf aufgenommen.</translation>
    </message>
    <message>
      <source>This game is not finished: it is shown, not added to your history.</source>
      <translation>Diese Partie ist nicht beendet: Sie wird gezeigt, aber nicht in Ihren Verlauf aufgenommen.</translation>
    </message>
    <message>
      <source>The game could not be added to your history: {problem}</source>
      <translation>Die Partie konnte nicht in Ihren Verlauf aufgenommen werden: {problem}</translation>
    </message>
    <message>
      <source>Dicebox games (*.dicebox);;All files (*)</source>
      <translation>Dicebox-Partien (*.dicebox);;Alle Dateien (*)</translation>
    </message>
    <message>
      <source>Already in your history as game {game_id}.</source>
      <translation>Bereits als Partie {game_id} in Ihrem Verlauf.</translation>
    </message>
    <message>
      <source>Games are not exported in the kiosk.</source>
      <translation>Im Kiosk werden keine Partien exportiert.</translation>
    </message>
    <message>
      <source>There is no game to export.</source>
      <translation>Es gibt keine Partie zum Exportieren.</translation>
    </message>
    <message>
      <source>A game with hidden dice can be exported once it is over: its seed would reveal every player's hidden dice.</source>
      <translation>Eine Partie mit verdeckten Würfeln kann erst nach ihrem Ende exportiert werden: Ihre Startzahl würde die verdeckten Würfel aller Spieler verraten.</translation>
    </message>
    <message>
      <source>This game cannot be exported: {reason}</source>
      <translation>Diese Partie kann nicht exportiert werden: {reason}</translation>
    </message>
    <message>
      <source>This game cannot be replayed: {reason}</source>
      <translation>Diese Partie kann nicht nachgespielt werden: {reason}</translation>
    </message>
    <message>
      <source>Records</source>
      <translation>Aufzeichnungen</translation>
    </message>
    <message>
      <source>Export the game</source>
      <translation>Die Partie exportieren</translation>
    </message>
    <message>
      <source>{path} could not be written: {value}</source>
      <translation>{path} konnte nicht geschrieben werden: {value}</translation>
    </message>
    <message>
      <source>Game saved as {path}.</source>
      <translation>Partie gespeichert als {path}.</translation>
    </message>
    <message>
      <source>Only Dicebox game files (.dicebox) can be dropped here.</source>
      <translation>Hier lassen sich nur Dicebox-Spieldateien (.dicebox) ablegen.</translation>
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
      <source>Chance to win: exact (last turn).</source>
      <translation>Gewinnchance: exakt (letzter Zug).</translation>
    </message>
    <message>
      <source>Chance to win: estimated from each card's expected points and spread.</source>
      <translation>Gewinnchance: geschätzt aus den erwarteten Punkten jedes Spielblocks und ihrer Streuung.</translation>
    </message>
    <message>
      <source>{option}: expected {expected}, chance to win {win}</source>
      <translation>{option}: erwartet {expected}, Gewinnchance {win}</translation>
    </message>
    <message>
      <source>Best: {option}</source>
      <translation>Beste Wahl: {option}</translation>
    </message>
    <message>
      <source>chance to win {win}</source>
      <translation>Gewinnchance {win}</translation>
    </message>
    <message>
      <source>Every option of this decision, best first; Enter plays the chosen one.</source>
      <translation>Jede Möglichkeit dieser Entscheidung, die beste zuerst; Eingabe spielt die gewählte.</translation>
    </message>
    <message>
      <source>Win</source>
      <translation>Sieg</translation>
    </message>
    <message>
      <source>Chance to finish first (a tie counts half) after this option, playing on as the Expert does</source>
      <translation>Chance, als Erster abzuschließen (ein Gleichstand zählt halb), mit dieser Möglichkeit und danach gespielt wie vom Experten</translation>
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
    <name>History</name>
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
      <source>{category}: {points}</source>
      <translation>{category}: {points}</translation>
    </message>
    <message>
      <source>{category} ×{multiplier}: {points}</source>
      <translation>{category} ×{multiplier}: {points}</translation>
    </message>
    <message>
      <source>{player}: {move}</source>
      <translation>{player}: {move}</translation>
    </message>
    <message>
      <source>{player} moves</source>
      <translation>{player} zieht</translation>
    </message>
    <message>
      <source>{player} chooses a prediction card</source>
      <translation>{player} wählt eine Vorhersagekarte</translation>
    </message>
    <message>
      <source>{player} submits 3 dice: {shown}</source>
      <translation>{player} legt 3 Würfel: {shown}</translation>
    </message>
    <message>
      <source>{move} — game over</source>
      <translation>{move} – Partie vorbei</translation>
    </message>
    <message>
      <source>{move} — round {round} ends</source>
      <translation>{move} – Runde {round} endet</translation>
    </message>
    <message>
      <source>{move} — turn {turn} ends</source>
      <translation>{move} – Zug {turn} endet</translation>
    </message>
    <message>
      <source> · assisted (undo was used)</source>
      <translation> · unterstützt (Rückgängig wurde benutzt)</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>Your game in progress could not be resumed: {why}.</source>
      <translation>Ihre laufende Partie konnte nicht fortgesetzt werden: {why}.</translation>
    </message>
    <message>
      <source>{head} It could not be set aside ({problem}); it stays in {path}.</source>
      <translation>{head} Sie konnte nicht beiseitegelegt werden ({problem}); sie bleibt in {path}.</translation>
    </message>
    <message>
      <source>{head} Nothing is lost: it is kept, set aside, as game {game_id} in {path}.</source>
      <translation>{head} Nichts geht verloren: Sie wird als Partie {game_id} in {path} beiseitegelegt aufbewahrt.</translation>
    </message>
  </context>
  <context>
    <name>Kiosk</name>
    <message>
      <source>Dicebox</source>
      <translation>Dicebox</translation>
    </message>
    <message>
      <source>How many players? Then tap a game to start.</source>
      <translation>Wie viele spielen? Dann tippen Sie auf ein Spiel, um zu beginnen.</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Spielen lernen</translation>
    </message>
    <message>
      <source>New here? Turn this on, then tap a game to learn it with a short guided game.</source>
      <translation>Neu hier? Schalten Sie dies ein und tippen Sie dann auf ein Spiel, um es in einer kurzen geführten Partie zu lernen.</translation>
    </message>
    <message>
      <source>Tap a game to learn it: a short guided game shows you how.</source>
      <translation>Tippen Sie auf ein Spiel, um es zu lernen: Eine kurze geführte Partie zeigt, wie es geht.</translation>
    </message>
    <message>
      <source>{games}: not for {count} players</source>
      <translation>{games}: nicht für {count} Spieler</translation>
    </message>
    <message>
      <source>you play</source>
      <translation>Sie spielen</translation>
    </message>
    <message>
      <source>you all play</source>
      <translation>Sie spielen alle</translation>
    </message>
    <message>
      <source>{join}: {who} against the computer</source>
      <translation>{join}: {who} gegen den Computer</translation>
    </message>
    <message>
      <source>Still playing?</source>
      <translation>Spielen Sie noch?</translation>
    </message>
    <message>
      <source>Touch anywhere to keep playing. Otherwise the table returns to the start screen.</source>
      <translation>Berühren Sie eine beliebige Stelle, um weiterzuspielen. Sonst kehrt der Tisch zum Startbildschirm zurück.</translation>
    </message>
    <message>
      <source>Keep playing</source>
      <translation>Weiterspielen</translation>
    </message>
    <message>
      <source>You left the lesson. The game goes on; the start screen's Learn to play starts a lesson again.</source>
      <translation>Sie haben die Lektion verlassen. Die Partie geht weiter; „Spielen lernen“ auf dem Startbildschirm startet wieder eine Lektion.</translation>
    </message>
  </context>
  <context>
    <name>KioskBoard</name>
    <message>
      <source>Today's best</source>
      <translation>Die Besten von heute</translation>
    </message>
    <message>
      <source>{ordinal} best {name} score today!</source>
      <translation>{ordinal} bestes Ergebnis in {name} heute!</translation>
    </message>
    <message>
      <source>{who} scored {format_points}. Your initials for the board (three letters):</source>
      <translation>{who} hat {format_points} erzielt. Ihre Initialen für die Tafel (drei Buchstaben):</translation>
    </message>
    <message>
      <source>Initials, three letters</source>
      <translation>Initialen, drei Buchstaben</translation>
    </message>
    <message>
      <source>Delete a letter</source>
      <translation>Einen Buchstaben löschen</translation>
    </message>
    <message>
      <source>Skip</source>
      <translation>Überspringen</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Speichern</translation>
    </message>
    <message>
      <source>{name} · today</source>
      <translation>{name} · heute</translation>
    </message>
    <message>
      <source>No scores yet today</source>
      <translation>Heute noch keine Punkte</translation>
    </message>
    <message>
      <source>{name}, today's best: {value}</source>
      <translation>{name}, die Besten von heute: {value}</translation>
    </message>
    <message>
      <source>{name}: no scores yet today</source>
      <translation>{name}: heute noch keine Punkte</translation>
    </message>
    <message>
      <source>Staff</source>
      <translation>Personal</translation>
    </message>
    <message>
      <source>Staff: what would you like to do?</source>
      <translation>Personal: Was möchten Sie tun?</translation>
    </message>
    <message>
      <source>Clear Today's Board</source>
      <translation>Heutige Tafel leeren</translation>
    </message>
    <message>
      <source>Exit the Kiosk</source>
      <translation>Kiosk beenden</translation>
    </message>
    <message>
      <source>Back to the Table</source>
      <translation>Zurück zum Tisch</translation>
    </message>
  </context>
  <context>
    <name>KioskConfig</name>
    <message numerus="yes">
      <source> (and %n more problems in the kiosk log)</source>
      <translation>
        <numerusform> (und %n weiteres Problem im Kiosk-Protokoll)</numerusform>
        <numerusform> (und %n weitere Probleme im Kiosk-Protokoll)</numerusform>
      </translation>
    </message>
    <message>
      <source>Staff: kiosk.ini could not be fully understood, so the kiosk runs locked with safe settings. {problem}{more}.</source>
      <translation>Personal: kiosk.ini ließ sich nicht ganz verstehen, daher läuft der Kiosk gesperrt mit sicheren Einstellungen. {problem}{more}.</translation>
    </message>
    <message>
      <source>Staff: no staff PIN is set (pin_hash in kiosk.ini), so the PIN exit is off.</source>
      <translation>Personal: Es ist keine Personal-PIN gesetzt (pin_hash in kiosk.ini), daher ist der Ausgang per PIN aus.</translation>
    </message>
  </context>
  <context>
    <name>KioskKeypad</name>
    <message>
      <source>Staff exit</source>
      <translation>Ausgang für das Personal</translation>
    </message>
    <message>
      <source>Enter the staff PIN to leave kiosk mode.</source>
      <translation>Geben Sie die Personal-PIN ein, um den Kioskmodus zu verlassen.</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>Staff PIN</source>
      <translation>Personal-PIN</translation>
    </message>
    <message>
      <source>The pin_hash line for kiosk.ini</source>
      <translation>Die pin_hash-Zeile für kiosk.ini</translation>
    </message>
    <message>
      <source>Copy the Line</source>
      <translation>Zeile kopieren</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>OK</translation>
    </message>
  </context>
  <context>
    <name>KioskPin</name>
    <message>
      <source>No staff PIN could be read on this kiosk, so the PIN exit is off. An administrator ends kiosk mode by fixing kiosk.ini, or by stopping Dicebox from their own account.</source>
      <translation>Auf diesem Kiosk ließ sich keine Personal-PIN lesen, daher ist der Ausgang per PIN aus. Eine Administratorin oder ein Administrator beendet den Kioskmodus, indem kiosk.ini repariert oder Dicebox vom eigenen Konto aus beendet wird.</translation>
    </message>
    <message>
      <source>the two PINs differ; nothing changed, try again</source>
      <translation>die beiden PINs unterscheiden sich; nichts wurde geändert, versuchen Sie es noch einmal</translation>
    </message>
    <message>
      <source>a PIN is {pin_min_digits} to {pin_max_digits} digits (the kiosk keypad has only digits; fewer digits would fall to a search of the stored hash)</source>
      <translation>eine PIN hat {pin_min_digits} bis {pin_max_digits} Ziffern (das Tastenfeld des Kiosks hat nur Ziffern; weniger Ziffern ließen sich aus dem gespeicherten Hash erraten)</translation>
    </message>
    <message>
      <source>Staff: the staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds and a {salt}-byte salt; new ones have {current} rounds and {current_salt} bytes). Type the PIN once: the kiosk then shows a stronger pin_hash line to put in kiosk.ini.</source>
      <translation>Personal: Der Hash der Personal-PIN in kiosk.ini ist schwächer als neue ({rounds} Runden und {salt} Byte Salt; neue haben {current} Runden und {current_salt} Byte). Geben Sie die PIN einmal ein: Der Kiosk zeigt dann eine stärkere pin_hash-Zeile für kiosk.ini.</translation>
    </message>
    <message>
      <source>Too many wrong PINs. Try again in {int} s.</source>
      <translation>Zu viele falsche PINs. Versuchen Sie es in {int} s wieder.</translation>
    </message>
    <message>
      <source>Type the staff PIN, then OK.</source>
      <translation>Geben Sie die Personal-PIN ein, dann OK.</translation>
    </message>
    <message>
      <source>PIN accepted.</source>
      <translation>PIN angenommen.</translation>
    </message>
    <message numerus="yes">
      <source>Wrong PIN. %n more tries before a lock-out.</source>
      <translation>
        <numerusform>Falsche PIN. Noch %n Versuch bis zur Sperre.</numerusform>
        <numerusform>Falsche PIN. Noch %n Versuche bis zur Sperre.</numerusform>
      </translation>
    </message>
    <message>
      <source>The staff PIN has {count} characters, but a PIN is {pin_min_digits} to {pin_max_digits} digits: a shorter one falls to a search of its stored hash. Choose a new PIN with dicebox --set-kiosk-pin and put its pin_hash line in kiosk.ini.</source>
      <translation>Die Personal-PIN hat {count} Zeichen, eine PIN hat aber {pin_min_digits} bis {pin_max_digits} Ziffern: Eine kürzere hält einer Suche über ihren gespeicherten Hash nicht stand. Wählen Sie mit dicebox --set-kiosk-pin eine neue PIN und tragen Sie ihre pin_hash-Zeile in kiosk.ini ein.</translation>
    </message>
    <message>
      <source>The staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds; new ones have {current}). The PIN stays the same: to keep it at today's strength, replace the pin_hash line in kiosk.ini with this one.</source>
      <translation>Der Hash der Personal-PIN in kiosk.ini ist schwächer als neue ({rounds} Runden; neue haben {current}). Die PIN bleibt gleich: Damit sie so stark wie heute üblich gespeichert ist, ersetzen Sie die pin_hash-Zeile in kiosk.ini durch diese.</translation>
    </message>
    <message>
      <source>Wrong PIN. Too many tries: locked for {int} s.</source>
      <translation>Falsche PIN. Zu viele Versuche: gesperrt für {int} s.</translation>
    </message>
  </context>
  <context>
    <name>KioskSetup</name>
    <message>
      <source>Kiosk staff PIN</source>
      <translation>Personal-PIN des Kiosks</translation>
    </message>
    <message>
      <source>Make the pin_hash line</source>
      <translation>Die pin_hash-Zeile erzeugen</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Kopieren</translation>
    </message>
    <message>
      <source>Add the line to the [kiosk] section of {where_to_edit} (editing it needs administrator rights).</source>
      <translation>Fügen Sie die Zeile im Abschnitt [kiosk] von {where_to_edit} ein (dazu braucht man Administratorrechte).</translation>
    </message>
    <message>
      <source>New staff PIN:</source>
      <translation>Neue Personal-PIN:</translation>
    </message>
    <message>
      <source>Repeat it:</source>
      <translation>Wiederholen:</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <source>Leave lesson (Esc)</source>
      <translation>Lektion verlassen (Esc)</translation>
    </message>
    <message>
      <source>Next ▸</source>
      <translation>Weiter ▸</translation>
    </message>
    <message>
      <source>New to {game}?</source>
      <translation>Neu bei {game}?</translation>
    </message>
    <message>
      <source>A two-minute guided game shows you how it is played, step by step. You can leave it at any step; Help ▸ Learn to Play has it whenever you want.</source>
      <translation>Eine geführte Partie von zwei Minuten zeigt Ihnen Schritt für Schritt, wie es gespielt wird. Sie können sie jederzeit verlassen; unter Hilfe ▸ Spielen lernen finden Sie sie immer wieder.</translation>
    </message>
    <message>
      <source>Keys: {keys} starts it, Esc says not now.</source>
      <translation>Tasten: {keys} startet sie, Esc heißt „Nicht jetzt“.</translation>
    </message>
    <message>
      <source>Not now</source>
      <translation>Nicht jetzt</translation>
    </message>
    <message>
      <source>Learn to Play</source>
      <translation>Spielen lernen</translation>
    </message>
    <message>
      <source>Bot</source>
      <translation>Bot</translation>
    </message>
    <message>
      <source>Bot {number}</source>
      <translation>Bot {number}</translation>
    </message>
    <message>
      <source>You left the lesson. The game goes on as a normal game; Help ▸ Learn to Play starts the lesson again.</source>
      <translation>Sie haben die Lektion verlassen. Die Partie geht ganz normal weiter; Hilfe ▸ Spielen lernen startet die Lektion neu.</translation>
    </message>
    <message>
      <source>The lesson is waiting for you to read its note: press Next (or Esc to leave the lesson).</source>
      <translation>Die Lektion wartet, bis Sie den Hinweis gelesen haben: Drücken Sie Weiter (oder Esc, um die Lektion zu verlassen).</translation>
    </message>
    <message>
      <source>Not that one yet. {step}</source>
      <translation>Noch nicht. {step}</translation>
    </message>
    <message>
      <source>Lesson complete! The game goes on: it is yours to finish.</source>
      <translation>Lektion geschafft! Die Partie geht weiter: Spielen Sie sie zu Ende.</translation>
    </message>
    <message>
      <source>Learn to Play · step {step} of {steps}</source>
      <translation>Spielen lernen · Schritt {step} von {steps}</translation>
    </message>
    <message>
      <source>Watch the other players move…</source>
      <translation>Die anderen sind am Zug – schauen Sie zu…</translation>
    </message>
    <message>
      <source>This lesson cannot be played: {reason}.</source>
      <translation>Diese Lektion lässt sich nicht spielen: {reason}.</translation>
    </message>
    <message>
      <source>This {game} game was a lesson, left before its end: it goes on as a normal game, marked assisted (it cannot reach the high scores). Help ▸ Learn to Play starts the lesson again.</source>
      <translation>Diese Partie {game} war eine Lektion, die vor ihrem Ende verlassen wurde: Sie geht als normale Partie weiter, als unterstützt markiert (sie kommt nicht in die Bestenliste). Hilfe ▸ Spielen lernen startet die Lektion neu.</translation>
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
      <source>A game with hidden dice can be restarted once it is over: the same dice would come again, and some of them have been seen.</source>
      <translation>Eine Partie mit verdeckten Würfeln kann erst nach ihrem Ende neu gestartet werden: Es kämen dieselben Würfel wieder, und einige davon wurden schon gesehen.</translation>
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
      <source>&amp;Sound</source>
      <translation>To&amp;n</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent} %</translation>
    </message>
    <message>
      <source>Sound &amp;On</source>
      <translation>&amp;Ton an</translation>
    </message>
    <message>
      <source>Play sounds for rolls, scores, bonuses and the game's end</source>
      <translation>Klänge beim Würfeln, Werten, bei Boni und am Spielende</translation>
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
      <source>&amp;Learn to Play</source>
      <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
      <source>&amp;This Game</source>
      <translation>&amp;Dieses Spiel</translation>
    </message>
    <message>
      <source>A short guided game that shows how the game on the table is played</source>
      <translation>Eine kurze geführte Partie, die zeigt, wie das aktuelle Spiel gespielt wird</translation>
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
      <source>Classic Dice</source>
      <translation>Klassische Würfel</translation>
    </message>
    <message>
      <source>Nordic Dice</source>
      <translation>Nordische Würfel</translation>
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
      <source>One Pair</source>
      <translation>Ein Paar</translation>
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
      <source>Five of a Kind Bonus</source>
      <translation>Fünferpasch-Bonus</translation>
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
    <message>
      <source>sum of the {count} equal dice only</source>
      <translation>Summe nur der {count} gleichen Würfel</translation>
    </message>
    <message>
      <source>{points} for exactly {faces}</source>
      <translation>{points} für genau {faces}</translation>
    </message>
    <message>
      <source>sum of all dice for three of one face and two of another</source>
      <translation>Summe aller Würfel bei drei gleichen und zwei anderen gleichen</translation>
    </message>
    <message>
      <source>+{points} for every further {box} while {box} holds points</source>
      <translation>+{points} für jeden weiteren {box}, solange {box} Punkte hält</translation>
    </message>
    <message>
      <source>Zero</source>
      <translation>Null</translation>
    </message>
    <message>
      <source>Minimum</source>
      <translation>Minimum</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Mehr</translation>
    </message>
    <message>
      <source>Maximum</source>
      <translation>Maximum</translation>
    </message>
    <message>
      <source>exactly 0 points</source>
      <translation>genau 0 Punkte</translation>
    </message>
    <message>
      <source>more than 0, under 7</source>
      <translation>mehr als 0, unter 7</translation>
    </message>
    <message>
      <source>7 up to, not including, 11</source>
      <translation>7 bis unter 11</translation>
    </message>
    <message>
      <source>11 or more</source>
      <translation>11 oder mehr</translation>
    </message>
    <message>
      <source>single</source>
      <translation>Einzelne</translation>
    </message>
    <message>
      <source>double</source>
      <translation>Pasch</translation>
    </message>
    <message>
      <source>straight</source>
      <translation>Straße</translation>
    </message>
    <message>
      <source>triple</source>
      <translation>Drilling</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Sie</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Computer</translation>
    </message>
    <message>
      <source>Computer {number}</source>
      <translation>Computer {number}</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>Solo. 8 categories, Number Bonus and Perfect Rounds. Best possible: 270.</source>
      <translation>Allein. 8 Felder, Zahlenbonus und perfekte Runden. Bestmöglich: 270.</translation>
    </message>
    <message>
      <source>Three columns counting ×1, ×2 and ×3. Two players by default.</source>
      <translation>Drei Spalten, die ×1, ×2 und ×3 zählen. Standardmäßig zwei Spieler.</translation>
    </message>
    <message>
      <source>14 categories; All match! can be scored again and again.</source>
      <translation>14 Felder; „Alle gleich!“ lässt sich immer wieder eintragen.</translation>
    </message>
    <message>
      <source>The Scandinavian rules: 15 boxes, pairs and kinds that count only their dice, Bonus 50 at 63.</source>
      <translation>Die skandinavischen Regeln: 15 Felder, Paare und Pasche zählen nur ihre Würfel, Bonus 50 ab 63.</translation>
    </message>
    <message>
      <source>The American rules: 13 boxes, Bonus 35 at 63, 100 for every further five of a kind, and the joker.</source>
      <translation>Die amerikanischen Regeln: 13 Felder, Bonus 35 ab 63, 100 für jeden weiteren Fünferpasch, und der Joker.</translation>
    </message>
    <message>
      <source>2-4 players, hidden dice and secret predictions. Against computers, or pass-and-play.</source>
      <translation>2–4 Spieler, verdeckte Würfel und geheime Vorhersagen. Gegen den Computer oder zum Weiterreichen.</translation>
    </message>
    <message>
      <source>New Game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Game:</source>
      <translation>Spiel:</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Number of players</source>
      <translation>Anzahl der Spieler</translation>
    </message>
    <message>
      <source>How many:</source>
      <translation>Wie viele:</translation>
    </message>
    <message>
      <source>Player {value}</source>
      <translation>Spieler {value}</translation>
    </message>
    <message>
      <source>Name of player {value}</source>
      <translation>Name von Spieler {value}</translation>
    </message>
    <message>
      <source>Player {value} plays as</source>
      <translation>Spieler {value} spielt als</translation>
    </message>
    <message>
      <source>Player {value}:</source>
      <translation>Spieler {value}:</translation>
    </message>
    <message>
      <source>Seed (the same seed deals the same dice)</source>
      <translation>Startzahl (dieselbe Startzahl bringt dieselben Würfel)</translation>
    </message>
    <message>
      <source>Today's daily seed: {daily_seed}</source>
      <translation>Startzahl des Tages: {daily_seed}</translation>
    </message>
    <message>
      <source>This number:</source>
      <translation>Diese Zahl:</translation>
    </message>
    <message>
      <source>A recent seed:</source>
      <translation>Eine kürzlich benutzte:</translation>
    </message>
    <message>
      <source>Random: {random_value}</source>
      <translation>Zufällig: {random_value}</translation>
    </message>
    <message>
      <source>Draw another</source>
      <translation>Neu ziehen</translation>
    </message>
    <message>
      <source>Greedy: takes what pays now. It scores a finished combination at once, else keeps all dice of its most common face and, with no rolls left, takes the box that pays most.</source>
      <translation>Gierig: nimmt, was sofort Punkte bringt. Eine fertige Kombination trägt er gleich ein, sonst behält er alle Würfel seiner häufigsten Augenzahl und nimmt nach dem letzten Wurf das Feld, das am meisten bringt.</translation>
    </message>
    <message>
      <source>Plays by the solver's expected points, with small misjudgements in close calls.</source>
      <translation>Spielt nach den erwarteten Punkten des Lösers, mit kleinen Fehleinschätzungen bei knappen Entscheidungen.</translation>
    </message>
    <message>
      <source>Alone, plays for the most points. With other players, plays to finish first: weighs each card's expected points and spread, takes risks when behind and sure points when ahead.</source>
      <translation>Allein spielt er auf möglichst viele Punkte. Gegen andere spielt er auf Sieg: Er wägt die erwarteten Punkte jedes Spielblocks und ihre Streuung ab, geht im Rückstand Risiken ein und nimmt in Führung sichere Punkte.</translation>
    </message>
    <message>
      <source>Plays a random legal move.</source>
      <translation>Macht einen zufälligen erlaubten Zug.</translation>
    </message>
    <message>
      <source>Plays each round for its own points.</source>
      <translation>Spielt jede Runde auf die eigenen Punkte.</translation>
    </message>
    <message>
      <source>Plays to win the game: guesses the others' cards, plays safe when far ahead and takes long shots when behind.</source>
      <translation>Spielt auf den Sieg in der Partie: errät die Karten der anderen, spielt bei großem Vorsprung sicher und wagt im Rückstand viel.</translation>
    </message>
    <message>
      <source>0 to 9223372036854775807</source>
      <translation>0 bis 9223372036854775807</translation>
    </message>
    <message>
      <source>Seed number</source>
      <translation>Startzahl</translation>
    </message>
    <message>
      <source>Recent seeds</source>
      <translation>Kürzlich benutzte Startzahlen</translation>
    </message>
    <message>
      <source>(none yet)</source>
      <translation>(noch keine)</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Starten</translation>
    </message>
    <message>
      <source>The game to play</source>
      <translation>Das Spiel, das gespielt wird</translation>
    </message>
    <message>
      <source>How many play, people and computers together</source>
      <translation>Wie viele spielen, Menschen und Computer zusammen</translation>
    </message>
    <message>
      <source>A seed drawn at random: new dice</source>
      <translation>Eine zufällig gezogene Startzahl: neue Würfel</translation>
    </message>
    <message>
      <source>Draw another random seed</source>
      <translation>Eine andere zufällige Startzahl ziehen</translation>
    </message>
    <message>
      <source>Today's seed, the same for everyone: compare scores</source>
      <translation>Die Startzahl des Tages, für alle gleich: Ergebnisse vergleichen</translation>
    </message>
    <message>
      <source>A seed you type: replay or share a game</source>
      <translation>Eine eingegebene Startzahl: eine Partie wiederholen oder teilen</translation>
    </message>
    <message>
      <source>The seed to play, a whole number</source>
      <translation>Die Startzahl, eine ganze Zahl</translation>
    </message>
    <message>
      <source>A seed played recently</source>
      <translation>Eine kürzlich gespielte Startzahl</translation>
    </message>
    <message>
      <source>The seeds played recently</source>
      <translation>Die kürzlich gespielten Startzahlen</translation>
    </message>
    <message>
      <source>Start the game with these players and seed</source>
      <translation>Die Partie mit diesen Spielern und dieser Startzahl beginnen</translation>
    </message>
    <message>
      <source>Close without starting a game</source>
      <translation>Schließen, ohne eine Partie zu beginnen</translation>
    </message>
    <message>
      <source>Random (kept secret until the game is over)</source>
      <translation>Zufällig (geheim bis zum Ende der Partie)</translation>
    </message>
    <message>
      <source>{count} categories.</source>
      <translation>{count} Felder.</translation>
    </message>
    <message>
      <source>Person</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <source>Computer – {level}</source>
      <translation>Computer – {level}</translation>
    </message>
    <message>
      <source>A person plays this seat at this computer</source>
      <translation>Eine Person spielt diesen Platz an diesem Computer</translation>
    </message>
    <message>
      <source>{level} {number}</source>
      <translation>{level} {number}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Sie</translation>
    </message>
    <message>
      <source>{level}: {description}</source>
      <translation>{level}: {description}</translation>
    </message>
    <message>
      <source>Type a seed number, or choose another option.</source>
      <translation>Geben Sie eine Startzahl ein oder wählen Sie eine andere Möglichkeit.</translation>
    </message>
  </context>
  <context>
    <name>Numbers</name>
    <message>
      <source>{value}%</source>
      <translation>{value} %</translation>
    </message>
  </context>
  <context>
    <name>ProfileDialog</name>
    <message>
      <source>Dicebox is already open</source>
      <translation>Dicebox ist bereits geöffnet</translation>
    </message>
    <message>
      <source>You can watch that game here (read-only, as it goes on), or play a new game in a separate slot, kept in the same records.</source>
      <translation>Sie können diese Partie hier verfolgen (nur lesend, während sie läuft) oder eine neue Partie auf einem eigenen Platz spielen, die in denselben Aufzeichnungen landet.</translation>
    </message>
    <message>
      <source>That window has no game in progress to watch. You can play a new game in a separate slot, kept in the same records.</source>
      <translation>Dieses Fenster hat keine laufende Partie zum Verfolgen. Sie können eine neue Partie auf einem eigenen Platz spielen, die in denselben Aufzeichnungen landet.</translation>
    </message>
    <message>
      <source>&amp;Watch It (Read-Only)</source>
      <translation>&amp;Verfolgen (nur lesend)</translation>
    </message>
    <message>
      <source>&amp;New Game in a Separate Slot</source>
      <translation>&amp;Neue Partie auf eigenem Platz</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window. Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Ihre Partie ist in einem anderen Dicebox-Fenster geöffnet. Sie auch hier zu spielen, würde sie zweiteilen, daher übernimmt dieses Fenster sie nicht.</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window (process {pid} on {host}). Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Ihre Partie ist in einem anderen Dicebox-Fenster geöffnet (Prozess {pid} auf {host}). Sie auch hier zu spielen, würde sie zweiteilen, daher übernimmt dieses Fenster sie nicht.</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window (process {pid}). Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Ihre Partie ist in einem anderen Dicebox-Fenster geöffnet (Prozess {pid}). Sie auch hier zu spielen, würde sie zweiteilen, daher übernimmt dieses Fenster sie nicht.</translation>
    </message>
  </context>
  <context>
    <name>Records</name>
    <message>
      <source>the disk is full</source>
      <translation>der Datenträger ist voll</translation>
    </message>
    <message>
      <source>the data folder is read-only</source>
      <translation>der Datenordner ist schreibgeschützt</translation>
    </message>
    <message>
      <source>the database file {name} is read-only</source>
      <translation>die Datenbankdatei {name} ist schreibgeschützt</translation>
    </message>
    <message>
      <source>the database is locked by another program</source>
      <translation>die Datenbank ist von einem anderen Programm gesperrt</translation>
    </message>
    <message>
      <source>the database file cannot be opened or created</source>
      <translation>die Datenbankdatei lässt sich weder öffnen noch anlegen</translation>
    </message>
    <message>
      <source>the file is not a database</source>
      <translation>die Datei ist keine Datenbank</translation>
    </message>
    <message>
      <source>the database file is damaged</source>
      <translation>die Datenbankdatei ist beschädigt</translation>
    </message>
    <message>
      <source>the database could not be switched to WAL mode (it is in {mode})</source>
      <translation>die Datenbank ließ sich nicht in den WAL-Modus schalten (sie ist im Modus {mode})</translation>
    </message>
    <message>
      <source>the integrity check found: {first}</source>
      <translation>die Integritätsprüfung fand: {first}</translation>
    </message>
    <message>
      <source>the integrity check found: {first} (and {more} more)</source>
      <translation>die Integritätsprüfung fand: {first} (und {more} weitere)</translation>
    </message>
    <message>
      <source>the file is shorter than its own header says ({size} of {pages} bytes): it was cut short</source>
      <translation>die Datei ist kürzer, als ihr eigener Kopf angibt ({size} von {pages} Bytes): Sie wurde abgeschnitten</translation>
    </message>
    <message>
      <source>no free name for {name}</source>
      <translation>kein freier Name für {name}</translation>
    </message>
    <message>
      <source>{detail}</source>
      <translation>{detail}</translation>
    </message>
    <message>
      <source>Permission denied</source>
      <translation>Zugriff verweigert</translation>
    </message>
    <message>
      <source>No space left on device</source>
      <translation>Kein Platz mehr auf dem Datenträger</translation>
    </message>
    <message>
      <source>Read-only file system</source>
      <translation>Schreibgeschütztes Dateisystem</translation>
    </message>
    <message>
      <source>No such file or directory</source>
      <translation>Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
      <source>File exists</source>
      <translation>Die Datei ist bereits vorhanden</translation>
    </message>
    <message>
      <source>Not a directory</source>
      <translation>Kein Ordner</translation>
    </message>
    <message>
      <source>Is a directory</source>
      <translation>Ist ein Ordner</translation>
    </message>
    <message>
      <source>Input/output error</source>
      <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
      <source>Device or resource busy</source>
      <translation>Gerät oder Ressource belegt</translation>
    </message>
    <message>
      <source>File name too long</source>
      <translation>Dateiname zu lang</translation>
    </message>
    <message>
      <source>an unknown error</source>
      <translation>ein unbekannter Fehler</translation>
    </message>
    <message>
      <source>{error}</source>
      <translation>{error}</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}</source>
      <translation>Aufzeichnungen werden nicht gespeichert: {cause}</translation>
    </message>
    <message>
      <source>records are not being kept: {cause} ({path})</source>
      <translation>Aufzeichnungen werden nicht gespeichert: {cause} ({path})</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}; the database will be set aside when Dicebox next starts</source>
      <translation>Aufzeichnungen werden nicht gespeichert: {cause}; die Datenbank wird beim nächsten Start von Dicebox beiseitegelegt</translation>
    </message>
    <message>
      <source>records are not being kept: {cause} (too much to hold: this session's records are lost)</source>
      <translation>Aufzeichnungen werden nicht gespeichert: {cause} (zu viel, um es zu behalten: Die Aufzeichnungen dieser Sitzung gehen verloren)</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}; the database will be set aside when Dicebox next starts (too much to hold: this session's records are lost)</source>
      <translation>Aufzeichnungen werden nicht gespeichert: {cause}; die Datenbank wird beim nächsten Start von Dicebox beiseitegelegt (zu viel, um es zu behalten: Die Aufzeichnungen dieser Sitzung gehen verloren)</translation>
    </message>
    <message>
      <source>a record could not be written ({detail})</source>
      <translation>ein Eintrag ließ sich nicht schreiben ({detail})</translation>
    </message>
    <message>
      <source>records could not be read: {cause}</source>
      <translation>Aufzeichnungen ließen sich nicht lesen: {cause}</translation>
    </message>
    <message>
      <source>records could not be read: {cause}; the database is damaged and will be set aside when Dicebox next starts</source>
      <translation>Aufzeichnungen ließen sich nicht lesen: {cause}; die Datenbank ist beschädigt und wird beim nächsten Start von Dicebox beiseitegelegt</translation>
    </message>
    <message>
      <source>{name} was written by a newer Dicebox (records version {version}; this one knows up to {latest}); it is left untouched and this session's games are not kept</source>
      <translation>{name} wurde von einem neueren Dicebox geschrieben (Version {version} der Aufzeichnungen; dieses kennt bis {latest}); die Datei bleibt unberührt, und die Partien dieser Sitzung werden nicht gespeichert</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}) and could not be moved aside ({cause}); it is left as it is and records are not being kept</source>
      <translation>Ihre Aufzeichnungsdatenbank {path} ist beschädigt ({why}) und ließ sich nicht beiseitelegen ({cause}); sie bleibt, wie sie ist, und Aufzeichnungen werden nicht gespeichert</translation>
    </message>
    <message>
      <source>Your records database could not be used ({why}). Nothing was deleted: it was kept as {name} in {folder}, and a new, empty one was started.</source>
      <translation>Ihre Aufzeichnungsdatenbank ließ sich nicht verwenden ({why}). Nichts wurde gelöscht: Sie wurde als {name} in {folder} aufbewahrt, und eine neue, leere wurde angelegt.</translation>
    </message>
    <message>
      <source>Your records database could not be used ({why}). Nothing was deleted: it was kept as {name} in {folder}, and a new, empty one was started. Records are not being kept: {cause} ({path}).</source>
      <translation>Ihre Aufzeichnungsdatenbank ließ sich nicht verwenden ({why}). Nichts wurde gelöscht: Sie wurde als {name} in {folder} aufbewahrt, und eine neue, leere wurde angelegt. Aufzeichnungen werden nicht gespeichert: {cause} ({path}).</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}); a Dicebox window (process {pid}) is using it, so it was left exactly where it is: close that window and start Dicebox again, and it will set the damaged file aside and keep it</source>
      <translation>Ihre Aufzeichnungsdatenbank {path} ist beschädigt ({why}); ein Dicebox-Fenster (Prozess {pid}) verwendet sie, daher bleibt sie genau, wo sie ist: Schließen Sie dieses Fenster und starten Sie Dicebox neu, dann legt es die beschädigte Datei beiseite und bewahrt sie auf</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}); it was left exactly where it is and will be checked when Dicebox next starts</source>
      <translation>Ihre Aufzeichnungsdatenbank {path} ist beschädigt ({why}); sie bleibt genau, wo sie ist, und wird beim nächsten Start von Dicebox geprüft</translation>
    </message>
    <message>
      <source>{name} is empty (0 bytes): it holds no records</source>
      <translation>{name} ist leer (0 Byte): sie enthält keine Aufzeichnungen</translation>
    </message>
    <message>
      <source>it is not a Dicebox records database (it holds the tables {tables})</source>
      <translation>sie ist keine Dicebox-Aufzeichnungsdatenbank (sie enthält die Tabellen {tables})</translation>
    </message>
    <message>
      <source>it is not a Dicebox records database (application id {app_id})</source>
      <translation>sie ist keine Dicebox-Aufzeichnungsdatenbank (Anwendungskennung {app_id})</translation>
    </message>
    <message>
      <source>its table {tables} is missing, so the game in progress and the records cannot be read from it whole</source>
      <translation>ihre Tabelle {tables} fehlt, daher lassen sich die laufende Partie und die Aufzeichnungen nicht vollständig daraus lesen</translation>
    </message>
    <message>
      <source>its table {table} has been altered</source>
      <translation>ihre Tabelle {table} wurde verändert</translation>
    </message>
    <message>
      <source>the journal of the game in progress is damaged ({first})</source>
      <translation>das Zugprotokoll der laufenden Partie ist beschädigt ({first})</translation>
    </message>
    <message>
      <source>the journal of the game in progress has lost moves (it holds {count} of {last})</source>
      <translation>im Zugprotokoll der laufenden Partie fehlen Züge (es enthält {count} von {last})</translation>
    </message>
    <message>
      <source>the data folder {folder} is a file, not a folder</source>
      <translation>der Datenordner {folder} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
      <source>{name} in {folder} is a folder where the database's own file belongs; move it away</source>
      <translation>{name} in {folder} ist ein Ordner, wo eine Datei der Datenbank hingehört; verschieben Sie ihn</translation>
    </message>
    <message>
      <source>{name} in {folder} is not a plain file; move it away</source>
      <translation>{name} in {folder} ist keine gewöhnliche Datei; verschieben Sie sie</translation>
    </message>
    <message>
      <source>{name} is the relative path {given}, which would put the records in whatever folder Dicebox was started from; set {name} to an absolute path</source>
      <translation>{name} enthält den relativen Pfad {given}, womit die Aufzeichnungen in dem Ordner lägen, aus dem Dicebox gerade gestartet wurde; setzen Sie {name} auf einen absoluten Pfad</translation>
    </message>
    <message>
      <source>{name} is not set and this account has no home folder; set {name} to an absolute path</source>
      <translation>{name} ist nicht gesetzt und dieses Konto hat keinen Benutzerordner; setzen Sie {name} auf einen absoluten Pfad</translation>
    </message>
    <message>
      <source>the data folder {path} is not an absolute path</source>
      <translation>der Datenordner {path} ist kein absoluter Pfad</translation>
    </message>
    <message>
      <source>the lock file cannot be made in {folder} ({cause})</source>
      <translation>die Sperrdatei lässt sich in {folder} nicht anlegen ({cause})</translation>
    </message>
    <message>
      <source>the lock file {path} cannot be written ({cause})</source>
      <translation>die Sperrdatei {path} lässt sich nicht schreiben ({cause})</translation>
    </message>
    <message>
      <source>the game is not finished; only finished games go into the records</source>
      <translation>die Partie ist nicht beendet; nur beendete Partien kommen in die Aufzeichnungen</translation>
    </message>
    <message>
      <source>it is no longer in the records</source>
      <translation>sie ist nicht mehr in den Aufzeichnungen</translation>
    </message>
    <message>
      <source>Initials are exactly three letters, A to Z.</source>
      <translation>Initialen sind genau drei Buchstaben von A bis Z.</translation>
    </message>
    <message>
      <source>the quick check found: {first}</source>
      <translation>die Schnellprüfung fand: {first}</translation>
    </message>
    <message>
      <source>Staff: the daily board's file could not be used ({why}); it was kept as {name} and a new board was started.</source>
      <translation>Personal: Die Datei der Tagestafel ließ sich nicht verwenden ({why}); sie wurde als {name} aufbewahrt, und eine neue Tafel wurde begonnen.</translation>
    </message>
    <message>
      <source>Staff: the daily board cannot be kept on disk ({why}); today's board lasts until the kiosk restarts.</source>
      <translation>Personal: Die Tagestafel lässt sich nicht auf dem Datenträger speichern ({why}); die heutige Tafel gilt, bis der Kiosk neu startet.</translation>
    </message>
    <message>
      <source>Your saved game stays in {path} until records can be kept.</source>
      <translation>Ihre gespeicherte Partie bleibt in {path}, bis Aufzeichnungen gespeichert werden können.</translation>
    </message>
    <message>
      <source>Your {game} game in progress was not resumed: {why}. It stays untouched in {path} and will be resumed once records can be kept there again.</source>
      <translation>Ihre laufende {game}-Partie wurde nicht fortgesetzt: {why}. Sie bleibt unverändert in {path} und wird fortgesetzt, sobald dort wieder Aufzeichnungen gespeichert werden können.</translation>
    </message>
    <message>
      <source>Your saved {game} game could not be moved into the records ({problem}); it stays in {path} and will be imported next time.</source>
      <translation>Ihre gespeicherte {game}-Partie ließ sich nicht in die Aufzeichnungen übernehmen ({problem}); sie bleibt in {path} und wird beim nächsten Mal übernommen.</translation>
    </message>
    <message>
      <source>Your saved {game} game is now in the records; {name} could not be renamed ({cause}) and can be deleted.</source>
      <translation>Ihre gespeicherte {game}-Partie ist jetzt in den Aufzeichnungen; {name} ließ sich nicht umbenennen ({cause}) und kann gelöscht werden.</translation>
    </message>
    <message>
      <source>Your saved {game} game (seed {seed}) is now kept in the history; the old file was kept as {name}.</source>
      <translation>Ihre gespeicherte {game}-Partie (Startzahl {seed}) steht jetzt in Ihrem Verlauf; die alte Datei wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
      <source>Your saved {game} game (seed {seed}) is now kept in the records; the old file was kept as {name}.</source>
      <translation>Ihre gespeicherte {game}-Partie (Startzahl {seed}) wird jetzt in den Aufzeichnungen geführt; die alte Datei wurde als {name} aufbewahrt.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. It could not be moved aside ({cause}), so it stays as {path}.</source>
      <translation>Ihre gespeicherte Partie ließ sich nicht fortsetzen: {why}. Sie ließ sich nicht beiseitelegen ({cause}) und bleibt daher als {path}.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. Another Dicebox window has already moved it aside.</source>
      <translation>Ihre gespeicherte Partie ließ sich nicht fortsetzen: {why}. Ein anderes Dicebox-Fenster hat sie bereits beiseitegelegt.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. Nothing is lost: it was kept as {name} in {folder}.</source>
      <translation>Ihre gespeicherte Partie ließ sich nicht fortsetzen: {why}. Nichts geht verloren: Sie wurde als {name} in {folder} aufbewahrt.</translation>
    </message>
    <message>
      <source>Your last {game} game was over; it is now in the history.</source>
      <translation>Ihre letzte {game}-Partie war zu Ende; sie steht jetzt in Ihrem Verlauf.</translation>
    </message>
    <message>
      <source>cannot read {name}: {cause}</source>
      <translation>{name} lässt sich nicht lesen: {cause}</translation>
    </message>
    <message>
      <source>{name} is larger than {mib} MiB, far more than any save</source>
      <translation>{name} ist größer als {mib} MiB, weit mehr als jeder Spielstand</translation>
    </message>
    <message>
      <source>{name} is not UTF-8 text</source>
      <translation>{name} ist kein UTF-8-Text</translation>
    </message>
    <message>
      <source>{name} is not valid JSON ({detail} at line {line})</source>
      <translation>{name} ist kein gültiges JSON ({detail} in Zeile {line})</translation>
    </message>
    <message>
      <source>{name} is nested too deeply to be a Dicebox save</source>
      <translation>{name} ist zu tief verschachtelt, um ein Dicebox-Spielstand zu sein</translation>
    </message>
    <message>
      <source>{name} is not a Dicebox save (it has no 'state')</source>
      <translation>{name} ist kein Dicebox-Spielstand (es fehlt 'state')</translation>
    </message>
    <message>
      <source>it could not be renamed</source>
      <translation>sie ließ sich nicht umbenennen</translation>
    </message>
    <message>
      <source>it was saved by a newer Dicebox (save format {given}; this version reads {supported})</source>
      <translation>sie wurde von einem neueren Dicebox gespeichert (Speicherformat {given}; diese Version liest {supported})</translation>
    </message>
    <message>
      <source>its 'format' is {given}, not {supported}</source>
      <translation>ihr 'format' ist {given}, nicht {supported}</translation>
    </message>
    <message>
      <source>it has an unknown field {given}</source>
      <translation>sie hat ein unbekanntes Feld {given}</translation>
    </message>
    <message>
      <source>its 'assisted' is {given}, not true or false</source>
      <translation>ihr 'assisted' ist {given}, nicht true oder false</translation>
    </message>
    <message>
      <source>it is nested too deeply to be a Dicebox save</source>
      <translation>sie ist zu tief verschachtelt, um ein Dicebox-Spielstand zu sein</translation>
    </message>
    <message>
      <source>it is too large to read</source>
      <translation>sie ist zu groß zum Lesen</translation>
    </message>
    <message>
      <source>it holds something Dicebox cannot read ({detail})</source>
      <translation>sie enthält etwas, das Dicebox nicht lesen kann ({detail})</translation>
    </message>
    <message>
      <source>its seats do not fit the game: {problem}</source>
      <translation>ihre Plätze passen nicht zur Partie: {problem}</translation>
    </message>
    <message>
      <source>the seats must be a list, not {given}</source>
      <translation>die Plätze müssen eine Liste sein, nicht {given}</translation>
    </message>
    <message>
      <source>they are not a list</source>
      <translation>sie sind keine Liste</translation>
    </message>
    <message>
      <source>there are {count} seats for {players} player(s)</source>
      <translation>es sind {count} Plätze für {players} Spieler</translation>
    </message>
    <message>
      <source>seat {number} is {given}; this game's seats are: {kinds}</source>
      <translation>Platz {number} ist {given}; die Plätze dieses Spiels sind: {kinds}</translation>
    </message>
    <message>
      <source>Expecting value</source>
      <translation>Wert erwartet</translation>
    </message>
    <message>
      <source>Expecting ',' delimiter</source>
      <translation>Trennzeichen ',' erwartet</translation>
    </message>
    <message>
      <source>Expecting ':' delimiter</source>
      <translation>Trennzeichen ':' erwartet</translation>
    </message>
    <message>
      <source>Expecting property name enclosed in double quotes</source>
      <translation>Feldname in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
      <source>Extra data</source>
      <translation>Überzählige Daten</translation>
    </message>
    <message>
      <source>Invalid \escape</source>
      <translation>Ungültige \-Maskierung</translation>
    </message>
    <message>
      <source>Invalid \uXXXX escape</source>
      <translation>Ungültige \uXXXX-Maskierung</translation>
    </message>
    <message>
      <source>Invalid control character</source>
      <translation>Ungültiges Steuerzeichen</translation>
    </message>
    <message>
      <source>Unterminated string</source>
      <translation>Nicht abgeschlossene Zeichenkette</translation>
    </message>
    <message>
      <source>{path} is a folder, not a file.</source>
      <translation>{path} ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
      <source>{path} is a pipe, not a file.</source>
      <translation>{path} ist eine Pipe, keine Datei.</translation>
    </message>
    <message>
      <source>{path} is a device, not a file.</source>
      <translation>{path} ist ein Gerät, keine Datei.</translation>
    </message>
    <message>
      <source>{path} is a socket, not a file.</source>
      <translation>{path} ist ein Socket, keine Datei.</translation>
    </message>
    <message>
      <source>{path} is not a regular file.</source>
      <translation>{path} ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
      <source>{path} cannot be read: {cause}.</source>
      <translation>{path} kann nicht gelesen werden: {cause}.</translation>
    </message>
    <message>
      <source>{path} is {size}, more than such a file may be ({limit}).</source>
      <translation>{path} ist {size} groß, mehr als eine solche Datei sein darf ({limit}).</translation>
    </message>
    <message>
      <source>{path} is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>{path} ist kein UTF-8-Text (Byte {offset} ist nicht lesbar).</translation>
    </message>
    <message>
      <source>The file cannot be read: {cause}.</source>
      <translation>Die Datei lässt sich nicht lesen: {cause}.</translation>
    </message>
    <message>
      <source>The file is larger than {mib} MiB, far more than any Dicebox game needs.</source>
      <translation>Die Datei ist größer als {mib} MiB, weit mehr, als eine Dicebox-Partie braucht.</translation>
    </message>
    <message>
      <source>The file is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>Die Datei ist kein UTF-8-Text (Byte {offset} lässt sich nicht lesen).</translation>
    </message>
    <message>
      <source>The file is not valid JSON ({detail}; line {line}, column {column}).</source>
      <translation>Die Datei ist kein gültiges JSON ({detail}; Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
      <source>The file nests lists or objects thousands of levels deep; no Dicebox file does.</source>
      <translation>Die Datei verschachtelt Listen oder Objekte tausende Ebenen tief; keine Dicebox-Datei tut das.</translation>
    </message>
    <message>
      <source>lists or objects nest more than {limit} levels deep here; no Dicebox file does.</source>
      <translation>hier sind Listen oder Objekte mehr als {limit} Ebenen tief verschachtelt; keine Dicebox-Datei tut das.</translation>
    </message>
    <message>
      <source>holds text that is not valid Unicode (a lone surrogate escape).</source>
      <translation>enthält Text, der kein gültiges Unicode ist (ein einzelnes Surrogat).</translation>
    </message>
    <message>
      <source>is given twice in the same object (a file Dicebox writes never does; the two values may differ).</source>
      <translation>steht zweimal im selben Objekt (eine von Dicebox geschriebene Datei tut das nie; die beiden Werte können sich unterscheiden).</translation>
    </message>
    <message>
      <source>a number of {digits} digits is far larger than any Dicebox value.</source>
      <translation>eine Zahl mit {digits} Ziffern ist weit größer als jeder Wert von Dicebox.</translation>
    </message>
    <message>
      <source>{given} is not a number JSON allows.</source>
      <translation>{given} ist keine Zahl, die JSON erlaubt.</translation>
    </message>
    <message>
      <source>The file holds {given}, not the JSON object of a Dicebox game.</source>
      <translation>Die Datei enthält {given}, nicht das JSON-Objekt einer Dicebox-Partie.</translation>
    </message>
    <message>
      <source>is {given}, not {format}: this is not a Dicebox game file.</source>
      <translation>ist {given}, nicht {format}: Das ist keine Dicebox-Spieldatei.</translation>
    </message>
    <message>
      <source>is missing, not {format}: this is not a Dicebox game file.</source>
      <translation>fehlt statt {format}: Das ist keine Dicebox-Spieldatei.</translation>
    </message>
    <message>
      <source>is {given}: the file was made by a newer Dicebox, and this one reads format {supported}. Update Dicebox to open it.</source>
      <translation>ist {given}: Die Datei stammt von einem neueren Dicebox, und dieses liest Format {supported}. Aktualisieren Sie Dicebox, um sie zu öffnen.</translation>
    </message>
    <message>
      <source>is {given}; Dicebox files have format version {supported}.</source>
      <translation>ist {given}; Dicebox-Dateien haben die Formatversion {supported}.</translation>
    </message>
    <message>
      <source>is not a field of a .dicebox file; its fields are: {fields}.</source>
      <translation>ist kein Feld einer .dicebox-Datei; ihre Felder sind: {fields}.</translation>
    </message>
    <message>
      <source>is not a field of an outcome; it has: {fields}.</source>
      <translation>ist kein Feld eines Ergebnisses; es hat: {fields}.</translation>
    </message>
    <message>
      <source>is not a field of a format-{version} file.</source>
      <translation>ist kein Feld einer Datei im Format {version}.</translation>
    </message>
    <message>
      <source>is missing; the file looks truncated or hand-made.</source>
      <translation>fehlt; die Datei sieht abgeschnitten oder von Hand gemacht aus.</translation>
    </message>
    <message>
      <source>is missing.</source>
      <translation>fehlt.</translation>
    </message>
    <message>
      <source>must be {expected}, not {given}.</source>
      <translation>muss {expected} sein, nicht {given}.</translation>
    </message>
    <message>
      <source>must be one line of 1 to {limit} characters, not {given}.</source>
      <translation>muss eine Zeile mit 1 bis {limit} Zeichen sein, nicht {given}.</translation>
    </message>
    <message>
      <source>is {given}, not a UTC time such as 2025-05-01T18:30:00Z.</source>
      <translation>ist {given}, keine UTC-Zeit wie 2025-05-01T18:30:00Z.</translation>
    </message>
    <message>
      <source>is {given}, outside the years {first} to {last} that the records keep.</source>
      <translation>ist {given}, außerhalb der Jahre {first} bis {last}, die die Aufzeichnungen führen.</translation>
    </message>
    <message>
      <source>is empty; a game under today's rules leaves it out.</source>
      <translation>ist leer; eine Partie nach den heutigen Regeln lässt es weg.</translation>
    </message>
    <message>
      <source>{given} is not a game this Dicebox has; it has: {games}.</source>
      <translation>{given} ist kein Spiel dieses Dicebox; es hat: {games}.</translation>
    </message>
    <message>
      <source>{given} is outside 0 to {limit}, so no game has it.</source>
      <translation>{given} liegt nicht zwischen 0 und {limit}, also hat keine Partie diese Startzahl.</translation>
    </message>
    <message>
      <source>{cause}</source>
      <translation>{cause}</translation>
    </message>
    <message>
      <source>holds {length} actions; Dicebox reads at most {limit}, far more than any game needs.</source>
      <translation>enthält {length} Züge; Dicebox liest höchstens {limit}, weit mehr, als eine Partie braucht.</translation>
    </message>
    <message>
      <source>is {given}; a name is written without spaces around it ({name}).</source>
      <translation>ist {given}; ein Name wird ohne Leerzeichen davor und danach geschrieben ({name}).</translation>
    </message>
    <message>
      <source>is {given}; {game} seats are: {kinds}.</source>
      <translation>ist {given}; die Plätze bei {game} sind: {kinds}.</translation>
    </message>
    <message>
      <source>lists {count} seats for {players} players; give one per player.</source>
      <translation>nennt {count} Plätze für {players} Spieler; geben Sie einen je Spieler an.</translation>
    </message>
    <message>
      <source>lists 1 seat for {players} players; give one per player.</source>
      <translation>nennt 1 Platz für {players} Spieler; geben Sie einen je Spieler an.</translation>
    </message>
    <message>
      <source>lists {count} seats for 1 player; give one per player.</source>
      <translation>nennt {count} Plätze für 1 Spieler; geben Sie einen je Spieler an.</translation>
    </message>
    <message>
      <source>cannot be replayed from seed {seed}: {cause}</source>
      <translation>lässt sich mit Startzahl {seed} nicht nachspielen: {cause}</translation>
    </message>
    <message>
      <source>is {given}, but replaying the log from seed {seed} gives {expected}.</source>
      <translation>ist {given}, aber das Nachspielen der Züge mit Startzahl {seed} ergibt {expected}.</translation>
    </message>
    <message>
      <source>is {given}, but replaying the log from seed {seed} gives {expected}; the file was edited or damaged.</source>
      <translation>ist {given}, aber das Nachspielen der Züge mit Startzahl {seed} ergibt {expected}; die Datei wurde bearbeitet oder beschädigt.</translation>
    </message>
    <message>
      <source>is given, but the game's log does not reach its end.</source>
      <translation>ist angegeben, aber die Züge der Partie reichen nicht bis zu ihrem Ende.</translation>
    </message>
    <message>
      <source>must be null for an unfinished game, not {given}.</source>
      <translation>muss bei einer unbeendeten Partie null sein, nicht {given}.</translation>
    </message>
    <message>
      <source>text</source>
      <translation>Text</translation>
    </message>
    <message>
      <source>the game's id (text)</source>
      <translation>die Kennung des Spiels (Text)</translation>
    </message>
    <message>
      <source>a whole number from 0 to {limit}</source>
      <translation>eine ganze Zahl von 0 bis {limit}</translation>
    </message>
    <message>
      <source>the list of player names</source>
      <translation>die Liste der Spielernamen</translation>
    </message>
    <message>
      <source>a name (text)</source>
      <translation>ein Name (Text)</translation>
    </message>
    <message>
      <source>the list of seat kinds, one per player</source>
      <translation>die Liste der Platzarten, eine je Spieler</translation>
    </message>
    <message>
      <source>true or false</source>
      <translation>true oder false</translation>
    </message>
    <message>
      <source>a UTC time such as 2025-05-01T18:30:00Z</source>
      <translation>eine UTC-Zeit wie 2025-05-01T18:30:00Z</translation>
    </message>
    <message>
      <source>the list of every action since the start</source>
      <translation>die Liste aller Züge seit dem Beginn</translation>
    </message>
    <message>
      <source>the game's options (an object)</source>
      <translation>die Optionen der Partie (ein Objekt)</translation>
    </message>
    <message>
      <source>the final totals and places</source>
      <translation>die Endsummen und Platzierungen</translation>
    </message>
    <message>
      <source>{field}: {message}</source>
      <translation>{field}: {message}</translation>
    </message>
    <message>
      <source>{problem}: {reason}</source>
      <translation>{problem}: {reason}</translation>
    </message>
  </context>
  <context>
    <name>RecordsColumns</name>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>Datum</translation>
    </message>
    <message>
      <source>Column</source>
      <translation>Spalte</translation>
    </message>
    <message>
      <source>Average</source>
      <translation>Durchschnitt</translation>
    </message>
    <message>
      <source>Computer level</source>
      <translation>Computerstufe</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gewonnen</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Siegquote</translation>
    </message>
  </context>
  <context>
    <name>RecordsModels</name>
    <message>
      <source>{hours} h {minutes:02d} min</source>
      <translation>{hours} h {minutes:02d} min</translation>
    </message>
    <message>
      <source>person</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <source>{level} computer</source>
      <translation>Computer ({level})</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent} %</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Ended</source>
      <translation>Beendet</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>Places</source>
      <translation>Plätze</translation>
    </message>
    <message>
      <source>Assisted</source>
      <translation>Unterstützt</translation>
    </message>
    <message>
      <source>Duration</source>
      <translation>Dauer</translation>
    </message>
    <message>
      <source>{game}, seed {seed}</source>
      <translation>{game}, Startzahl {seed}</translation>
    </message>
    <message>
      <source>Started {started}, ended {ended} ({duration})</source>
      <translation>Begonnen {started}, beendet {ended} ({duration})</translation>
    </message>
    <message>
      <source>Assisted: undo or hints were used (not on the high scores)</source>
      <translation>Unterstützt: Rückgängig oder Tipps wurden benutzt (nicht in der Bestenliste)</translation>
    </message>
    <message>
      <source>Dicebox {app_version}</source>
      <translation>Dicebox {app_version}</translation>
    </message>
  </context>
  <context>
    <name>RecordsScores</name>
    <message>
      <source>&amp;Players:</source>
      <translation>&amp;Spieler:</translation>
    </message>
    <message>
      <source>Top 10</source>
      <translation>Top 10</translation>
    </message>
    <message>
      <source>No games yet. Finish a game without undo or hints to set a high score.</source>
      <translation>Noch keine Partien. Beenden Sie eine Partie ohne Rückgängig oder Tipps, um einen Bestwert aufzustellen.</translation>
    </message>
    <message>
      <source>Assisted games</source>
      <translation>Unterstützte Partien</translation>
    </message>
    <message>
      <source>No assisted games: undo and hints were never used.</source>
      <translation>Keine unterstützten Partien: Rückgängig und Tipps wurden nie benutzt.</translation>
    </message>
    <message>
      <source>Today's daily seed</source>
      <translation>Startzahl des Tages</translation>
    </message>
    <message>
      <source>Nobody has played today's daily seed yet.</source>
      <translation>Die Startzahl des Tages hat heute noch niemand gespielt.</translation>
    </message>
    <message>
      <source>Games where undo or hints were used are listed apart from the high scores. The daily seed board counts every number of players.</source>
      <translation>Partien mit Rückgängig oder Tipps stehen getrennt von der Bestenliste. Die Tafel der Startzahl des Tages zählt jede Spielerzahl.</translation>
    </message>
    <message>
      <source>Top 10 · {name}, {currenttext}</source>
      <translation>Top 10 · {name}, {currenttext}</translation>
    </message>
    <message>
      <source>Assisted games · {currenttext}</source>
      <translation>Unterstützte Partien · {currenttext}</translation>
    </message>
    <message>
      <source>Today's daily seed · {name}</source>
      <translation>Startzahl des Tages · {name}</translation>
    </message>
    <message>
      <source>Seed {daily_seed}, any number of players</source>
      <translation>Startzahl {daily_seed}, beliebig viele Spieler</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RecordsStats</name>
    <message>
      <source>Games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>Average</source>
      <translation>Durchschnitt</translation>
    </message>
    <message>
      <source>Median</source>
      <translation>Median</translation>
    </message>
    <message>
      <source>Best</source>
      <translation>Bestes</translation>
    </message>
    <message>
      <source>Lowest</source>
      <translation>Niedrigstes</translation>
    </message>
    <message>
      <source>Wins</source>
      <translation>Siege</translation>
    </message>
    <message>
      <source>Winning streak</source>
      <translation>Siegesserie</translation>
    </message>
    <message>
      <source>Longest streak</source>
      <translation>Längste Serie</translation>
    </message>
    <message>
      <source>&amp;Player:</source>
      <translation>&amp;Spieler:</translation>
    </message>
    <message>
      <source>No games yet.</source>
      <translation>Noch keine Partien.</translation>
    </message>
    <message>
      <source>Against computers</source>
      <translation>Gegen den Computer</translation>
    </message>
    <message>
      <source>Bonuses</source>
      <translation>Boni</translation>
    </message>
    <message>
      <source>Average per category</source>
      <translation>Durchschnitt je Feld</translation>
    </message>
    <message>
      <source>No games yet: nobody has finished a game of {game_name}.</source>
      <translation>Noch keine Partien: Niemand hat eine Partie {game_name} beendet.</translation>
    </message>
    <message>
      <source>No games yet: {player} has not finished a game of {game_name}.</source>
      <translation>Noch keine Partien: {player} hat keine Partie {game_name} beendet.</translation>
    </message>
    <message>
      <source>{percent} of {contests}</source>
      <translation>{percent} von {contests}</translation>
    </message>
    <message>
      <source>no contests</source>
      <translation>keine Wettkämpfe</translation>
    </message>
    <message>
      <source>{figure}: {value}</source>
      <translation>{figure}: {value}</translation>
    </message>
    <message>
      <source>{player}'s {name} games from {day_text} to {day_text2}. Wins count games against at least one other player.</source>
      <translation>Partien {name} von {player} vom {day_text} bis {day_text2}. Als Siege zählen Partien gegen mindestens einen anderen Spieler.</translation>
    </message>
    <message>
      <source> Each point is the average of the games since the one before ({points} points for {games} games).</source>
      <translation> Jeder Punkt ist der Durchschnitt der Partien seit dem vorigen ({points} Punkte für {games} Partien).</translation>
    </message>
  </context>
  <context>
    <name>RecordsWindow</name>
    <message>
      <source>All games</source>
      <translation>Alle Spiele</translation>
    </message>
    <message>
      <source>&amp;Player:</source>
      <translation>&amp;Spieler:</translation>
    </message>
    <message>
      <source>&amp;Replay</source>
      <translation>&amp;Wiederholen</translation>
    </message>
    <message>
      <source>Watch the selected game again, move by move, with its review (Enter)</source>
      <translation>Die gewählte Partie Zug für Zug noch einmal ansehen, mit ihrer Auswertung (Eingabe)</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>E&amp;xportieren…</translation>
    </message>
    <message>
      <source>Save the selected game as a .dicebox file to keep or share</source>
      <translation>Die gewählte Partie als .dicebox-Datei speichern, um sie aufzubewahren oder zu teilen</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>&amp;Löschen…</translation>
    </message>
    <message>
      <source>Delete the selected games from the records (Del)</source>
      <translation>Die gewählten Partien aus den Aufzeichnungen löschen (Entf)</translation>
    </message>
    <message>
      <source>Finished games, newest first</source>
      <translation>Beendete Partien, neueste zuerst</translation>
    </message>
    <message>
      <source>All players</source>
      <translation>Alle Spieler</translation>
    </message>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln Partie</numerusform>
        <numerusform>%Ln Partien</numerusform>
      </translation>
    </message>
    <message>
      <source>the {game} game of {players}</source>
      <translation>die Partie {game} von {players}</translation>
    </message>
    <message>
      <source>No games yet. Finished games are listed here, newest first.</source>
      <translation>Noch keine Partien. Beendete Partien stehen hier, die neuesten zuerst.</translation>
    </message>
    <message>
      <source>&amp;Game:</source>
      <translation>&amp;Spiel:</translation>
    </message>
    <message>
      <source>No games match these filters.</source>
      <translation>Keine Partie passt zu diesen Filtern.</translation>
    </message>
    <message>
      <source>Delete {what} from the records?</source>
      <translation>{what} aus den Aufzeichnungen löschen?</translation>
    </message>
    <message>
      <source>Delete these {len} games from the records?</source>
      <translation>Diese {len} Partien aus den Aufzeichnungen löschen?</translation>
    </message>
    <message>
      <source>Delete games</source>
      <translation>Partien löschen</translation>
    </message>
    <message>
      <source>Their scores leave the high scores and statistics. This cannot be undone.</source>
      <translation>Ihre Punkte verschwinden aus den Bestenlisten und Statistiken. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
      <source>{failed} of {total} games could not be deleted: {problem}</source>
      <translation>{failed} von {total} Partien konnten nicht gelöscht werden: {problem}</translation>
    </message>
    <message>
      <source>{failed} of {total} games could not be deleted.</source>
      <translation>{failed} von {total} Partien konnten nicht gelöscht werden.</translation>
    </message>
    <message>
      <source>Records — Dicebox</source>
      <translation>Aufzeichnungen – Dicebox</translation>
    </message>
    <message>
      <source>&amp;History</source>
      <translation>&amp;Verlauf</translation>
    </message>
    <message>
      <source>High &amp;Scores</source>
      <translation>&amp;Bestenliste</translation>
    </message>
    <message>
      <source>S&amp;tatistics</source>
      <translation>S&amp;tatistik</translation>
    </message>
  </context>
  <context>
    <name>ReplayReview</name>
    <message>
      <source>Review: no decision made yet. Points lost so far: {lost}</source>
      <translation>Auswertung: noch keine Entscheidung getroffen. Bisher verlorene Punkte: {lost}</translation>
    </message>
    <message>
      <source>best {choice_text} ({expected:.1f}): −{loss:.1f}</source>
      <translation>am besten {choice_text} ({expected:.1f}): −{loss:.1f}</translation>
    </message>
    <message>
      <source>the best choice</source>
      <translation>die beste Wahl</translation>
    </message>
    <message>
      <source>{verdict}; {change}</source>
      <translation>{verdict}; {change}</translation>
    </message>
    <message>
      <source>{verdict}, most with {choice_text}</source>
      <translation>{verdict}, am höchsten mit {choice_text}</translation>
    </message>
    <message>
      <source>Review, move {value}: {choice_text} ({expected:.1f}), {verdict}. Points lost so far: {lost}</source>
      <translation>Auswertung, Zug {value}: {choice_text} ({expected:.1f}), {verdict}. Bisher verlorene Punkte: {lost}</translation>
    </message>
    <message>
      <source> (the solver's estimates)</source>
      <translation> (Schätzungen des Lösers)</translation>
    </message>
    <message>
      <source>Last decision ({who}move {value}):</source>
      <translation>Letzte Entscheidung ({who}Zug {value}):</translation>
    </message>
    <message>
      <source>chose {choice_text}, expecting {expected:.1f} in the end;</source>
      <translation>wählte {choice_text}, erwartet am Ende {expected:.1f};</translation>
    </message>
    <message>
      <source>best was {choice_text}, expecting {expected:.1f}: {loss:.1f} points lost.</source>
      <translation>am besten war {choice_text}, erwartet {expected:.1f}: {loss:.1f} Punkte verloren.</translation>
    </message>
    <message>
      <source>that was the best choice.</source>
      <translation>das war die beste Wahl.</translation>
    </message>
    <message>
      <source>No decision made yet.</source>
      <translation>Noch keine Entscheidung getroffen.</translation>
    </message>
    <message>
      <source>Points lost so far{estimate}:</source>
      <translation>Bisher verlorene Punkte{estimate}:</translation>
    </message>
    <message>
      <source>{name}: {so_far:.1f} (whole game: {loss:.1f} over {decisions} decisions)</source>
      <translation>{name}: {so_far:.1f} (ganze Partie: {loss:.1f} bei {decisions} Entscheidungen)</translation>
    </message>
    <message>
      <source>exact</source>
      <translation>exakt</translation>
    </message>
    <message>
      <source>estimated</source>
      <translation>geschätzt</translation>
    </message>
    <message>
      <source>Chance to win ({kind}): {before} before, {after} after.</source>
      <translation>Gewinnchance ({kind}): {before} vorher, {after} danach.</translation>
    </message>
    <message>
      <source>Most chance to win: {choice_text} ({win}).</source>
      <translation>Beste Gewinnchance: {choice_text} ({win}).</translation>
    </message>
  </context>
  <context>
    <name>ReplayViewer</name>
    <message>
      <source>Review of this move</source>
      <translation>Auswertung dieses Zugs</translation>
    </message>
    <message>
      <source>Costliest decisions (Enter jumps there):</source>
      <translation>Teuerste Entscheidungen (Eingabe springt dorthin):</translation>
    </message>
    <message>
      <source>Costliest decisions</source>
      <translation>Teuerste Entscheidungen</translation>
    </message>
    <message>
      <source>Move on show</source>
      <translation>Gezeigter Zug</translation>
    </message>
    <message>
      <source>First move (Home)</source>
      <translation>Erster Zug (Pos1)</translation>
    </message>
    <message>
      <source>Previous move (Left)</source>
      <translation>Vorheriger Zug (links)</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Zug</translation>
    </message>
    <message>
      <source>Next move (Right)</source>
      <translation>Nächster Zug (rechts)</translation>
    </message>
    <message>
      <source>Last move (End)</source>
      <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
      <source>&amp;Play On from Here</source>
      <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
      <source>Start a new game from this move in the main window (marked assisted)</source>
      <translation>Im Hauptfenster eine neue Partie ab diesem Zug beginnen (als unterstützt markiert)</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
    <message>
      <source> · seed {seed}</source>
      <translation> · Startzahl {seed}</translation>
    </message>
    <message>
      <source>Replay: {name} — Dicebox</source>
      <translation>Wiederholung: {name} – Dicebox</translation>
    </message>
    <message>
      <source>Reviewing every decision…</source>
      <translation>Jede Entscheidung wird ausgewertet…</translation>
    </message>
    <message>
      <source>No review for this game: {result}</source>
      <translation>Keine Auswertung für diese Partie: {result}</translation>
    </message>
    <message>
      <source>{player}: move {step}, −{loss}</source>
      <translation>{player}: Zug {step}, −{loss}</translation>
    </message>
    <message>
      <source>move {step}, −{loss}</source>
      <translation>Zug {step}, −{loss}</translation>
    </message>
    <message>
      <source>Move {step} of {last}</source>
      <translation>Zug {step} von {last}</translation>
    </message>
    <message>
      <source>The start (move 0 of {last}): {players} to play.</source>
      <translation>Der Anfang (Zug 0 von {last}): {players} ist am Zug.</translation>
    </message>
    <message>
      <source> The game is over.</source>
      <translation> Die Partie ist vorbei.</translation>
    </message>
    <message>
      <source>Move {step} of {last}: {words}{end}</source>
      <translation>Zug {step} von {last}: {words}{end}</translation>
    </message>
    <message>
      <source>Watching stopped: {exc}</source>
      <translation>Verfolgen beendet: {exc}</translation>
    </message>
    <message>
      <source>Read-only: this game is being played in another window</source>
      <translation>Nur lesend: Diese Partie wird in einem anderen Fenster gespielt</translation>
    </message>
    <message>
      <source>Not in the kiosk</source>
      <translation>Nicht im Kiosk</translation>
    </message>
    <message>
      <source>A game with hidden dice can be played on once it is over</source>
      <translation>Eine Partie mit verdeckten Würfeln lässt sich erst nach ihrem Ende weiterspielen</translation>
    </message>
    <message>
      <source>The game is over at this move: step back to play on</source>
      <translation>Bei diesem Zug ist die Partie vorbei: Gehen Sie zurück, um weiterzuspielen</translation>
    </message>
    <message>
      <source>Play on from here?</source>
      <translation>Von hier weiterspielen?</translation>
    </message>
    <message>
      <source>Your game in progress in the main window will be replaced by this one, from move {step}. It is marked assisted.</source>
      <translation>Ihre laufende Partie im Hauptfenster wird durch diese ersetzt, ab Zug {step}. Sie wird als unterstützt markiert.</translation>
    </message>
    <message>
      <source>Could not play on: {exc}</source>
      <translation>Weiterspielen nicht möglich: {exc}</translation>
    </message>
    <message>
      <source>Playing on from move {step} of the replay (assisted).</source>
      <translation>Es geht weiter ab Zug {step} der Wiederholung (unterstützt).</translation>
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
+35. Each column's total, bonus included, is multiplied by its column number; the grand total is
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
&lt;h2&gt;Nordic Dice&lt;/h2&gt;
&lt;p&gt;The five-dice game of the Nordic countries, alone or with up to four players taking turns.
Fifteen boxes, each filled once; the game ends when every box is used.&lt;/p&gt;
&lt;h3&gt;The boxes&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ones &amp;hellip; Sixes&lt;/b&gt;&lt;/td&gt;&lt;td&gt;add up the dice showing that number.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;One Pair&lt;/b&gt;&lt;/td&gt;&lt;td&gt;the two dice of your highest pair (6-6-5-5-1 scores 12).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Two Pairs&lt;/b&gt;&lt;/td&gt;&lt;td&gt;two pairs of different numbers: those four dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Three / Four of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;only the three (four) equal dice count
(5-5-5-2-1 scores 15).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Small Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;exactly 1-2-3-4-5: 15.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Large Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;exactly 2-3-4-5-6: 20.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;three of one number and two of another: the total of all five
dice (five alike is not one).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;anything: the sum of the dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Five of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;all five alike: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus&lt;/h3&gt;
&lt;p&gt;When Ones to Sixes add up to 63 or more, +50. A second five of a kind earns nothing extra: a
filled box stays filled. The highest total wins; equal totals share the win.&lt;/p&gt;
</source>
      <translation>
&lt;h2&gt;Nordische Würfel&lt;/h2&gt;
&lt;p&gt;Das Fünf-Würfel-Spiel der nordischen Länder, allein oder mit bis zu vier Spielern im Wechsel.
Fünfzehn Felder, jedes wird einmal gefüllt; das Spiel endet, wenn alle Felder belegt sind.&lt;/p&gt;
&lt;h3&gt;Die Felder&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Einer &amp;hellip; Sechser&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zählen die Würfel mit dieser Zahl zusammen.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ein Paar&lt;/b&gt;&lt;/td&gt;&lt;td&gt;die zwei Würfel Ihres höchsten Paars (6-6-5-5-1 ergibt 12).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Zwei Paare&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zwei Paare verschiedener Zahlen: diese vier Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Dreier- / Viererpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nur die drei (vier) gleichen Würfel zählen
(5-5-5-2-1 ergibt 15).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kleine Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;genau 1-2-3-4-5: 15.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Große Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;genau 2-3-4-5-6: 20.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;drei gleiche und zwei andere gleiche Zahlen: die Summe aller
fünf Würfel (fünf gleiche sind keines).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beliebige Würfel: ihre Summe.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Fünferpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fünf gleiche: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus&lt;/h3&gt;
&lt;p&gt;Ergeben Einer bis Sechser zusammen 63 oder mehr, gibt es +50. Ein zweiter Fünferpasch bringt
nichts extra: Ein gefülltes Feld bleibt gefüllt. Die höchste Summe gewinnt; bei Gleichstand
teilen sich die Spieler den Sieg.&lt;/p&gt;
</translation>
    </message>
    <message>
      <source>
&lt;h2&gt;Classic Dice&lt;/h2&gt;
&lt;p&gt;The American five-dice game, alone or with up to four players taking turns. Thirteen boxes,
each filled once; the game ends when every box is used.&lt;/p&gt;
&lt;h3&gt;The boxes&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ones &amp;hellip; Sixes&lt;/b&gt;&lt;/td&gt;&lt;td&gt;add up the dice showing that number.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Three / Four of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;at least three (four) alike: the sum of all five
dice.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;three of one number and two of another: 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Small Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;four in a row: 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Large Straight&lt;/b&gt;&lt;/td&gt;&lt;td&gt;five in a row: 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Five of a Kind&lt;/b&gt;&lt;/td&gt;&lt;td&gt;all five alike: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;anything: the sum of the dice.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonuses&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Bonus&lt;/b&gt;: +35 once Ones to Sixes add up to 63 or more.&lt;br&gt;&lt;b&gt;Five of a Kind Bonus&lt;/b&gt;:
+100 for every further five of a kind while the Five of a Kind box holds 50 (none if you filled
it with 0).&lt;/p&gt;
&lt;h3&gt;The joker&lt;/h3&gt;
&lt;p&gt;Five alike when Five of a Kind is already filled must go, in this order: to the box of that
number among Ones to Sixes if it is open; otherwise to any open box below the Bonus, where Full
House then scores 25, Small Straight 30 and Large Straight 40; otherwise to an open number box,
for 0. The scorecard offers only the boxes allowed. The highest total wins; equal totals share
the win.&lt;/p&gt;
</source>
      <translation>
&lt;h2&gt;Klassische Würfel&lt;/h2&gt;
&lt;p&gt;Das amerikanische Fünf-Würfel-Spiel, allein oder mit bis zu vier Spielern im Wechsel.
Dreizehn Felder, jedes wird einmal gefüllt; das Spiel endet, wenn alle Felder belegt sind.&lt;/p&gt;
&lt;h3&gt;Die Felder&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Einer &amp;hellip; Sechser&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zählen die Würfel mit dieser Zahl zusammen.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Dreier- / Viererpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mindestens drei (vier) gleiche: die Summe aller fünf
Würfel.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full House&lt;/b&gt;&lt;/td&gt;&lt;td&gt;drei gleiche und zwei andere gleiche Zahlen: 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Kleine Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vier in Folge: 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Große Straße&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fünf in Folge: 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Fünferpasch&lt;/b&gt;&lt;/td&gt;&lt;td&gt;fünf gleiche: 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;beliebige Würfel: ihre Summe.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Boni&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Bonus&lt;/b&gt;: +35, sobald Einer bis Sechser zusammen 63 oder mehr ergeben.&lt;br&gt;&lt;b&gt;Fünferpasch-Bonus&lt;/b&gt;:
+100 für jeden weiteren Fünferpasch, solange das Feld Fünferpasch 50 hält (keiner, wenn Sie es mit 0
gefüllt haben).&lt;/p&gt;
&lt;h3&gt;Der Joker&lt;/h3&gt;
&lt;p&gt;Fünf gleiche bei schon gefülltem Fünferpasch müssen in dieser Reihenfolge eingetragen werden: in das
Feld ihrer Zahl unter Einer bis Sechser, wenn es frei ist; sonst in ein freies Feld unterhalb des Bonus,
wo Full House dann 25, Kleine Straße 30 und Große Straße 40 zählt; sonst in ein freies Zahlenfeld, mit 0.
Der Spielblock bietet nur die erlaubten Felder an. Die höchste Summe gewinnt; bei Gleichstand teilen
sich die Spieler den Sieg.&lt;/p&gt;
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
      <source>Close the help (Escape)</source>
      <translation>Die Hilfe schließen (Esc)</translation>
    </message>
    <message>
      <source>Space on a die</source>
      <translation>Leertaste auf einem Würfel</translation>
    </message>
    <message>
      <source>Hold or release it, as a check box is ticked; in Triple Dice pick it or put it back</source>
      <translation>Ihn halten oder freigeben, wie man ein Kästchen ankreuzt; bei Triple Dice ihn wählen oder zurücklegen</translation>
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
      <source>Choose the prediction card Zero, Minimum, More or Maximum</source>
      <translation>Die Vorhersagekarte Null, Minimum, Mehr oder Maximum wählen</translation>
    </message>
    <message>
      <source>&lt;p&gt;Dice games for one table &amp;ndash; Dice Dash, Dicegame, Match!, Triple Dice, and the classic five-dice game as Classic Dice and Nordic Dice.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Würfelspiele für einen Tisch &amp;ndash; Würfelsprint, Würfelspiel, Match!, Triple Dice und das klassische Fünf-Würfel-Spiel als Klassische Würfel und Nordische Würfel.&lt;/p&gt;</translation>
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
&lt;p&gt;What a place earns depends on how many play; last place always earns 0, so every card can
come true:&lt;/p&gt;
{place_points}
&lt;p&gt;Tied players split the points of the places they share: two players who tie at a table of two
get (6 + 0) / 2 = 3 each, two tied for first out of four get 4.5 each. The first turn of a round
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
&lt;p&gt;Was ein Platz einbringt, hängt davon ab, wie viele mitspielen; der letzte Platz bringt immer 0,
so kann jede Karte aufgehen:&lt;/p&gt;
{place_points}
&lt;p&gt;Gleichauf liegende Spieler teilen sich die Punkte der Plätze, die sie gemeinsam belegen: zwei Spieler,
die zu zweit gleichauf liegen, erhalten (6 + 0) / 2 = 3, zwei von vieren gemeinsam auf Platz eins je 4,5.
Der erste Zug einer Runde beginnt in einer von der Startzahl gezogenen Reihenfolge; der Gewinner eines Zugs
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
      <source>Enter</source>
      <translation>Eingabetaste</translation>
    </message>
    <message>
      <source>The page's main button, from a die too: Roll (Dice Dash, Dicegame, Match!); in Triple Dice play the chosen card or the three picked dice, or continue after a summary or the privacy screen</source>
      <translation>Die Hauptschaltfläche der Seite, auch von einem Würfel aus: Würfeln (Dice Dash, Dicegame, Match!); bei Triple Dice die gewählte Karte oder die drei gewählten Würfel spielen oder nach einer Übersicht oder dem Sichtschutz weitermachen</translation>
    </message>
    <message>
      <source>Space away from a die, R</source>
      <translation>Leertaste außerhalb der Würfel, R</translation>
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
      <source>Everything in Dicebox can be done from the keyboard.</source>
      <translation>Alles in Dicebox lässt sich mit der Tastatur erledigen.</translation>
    </message>
    <message>
      <source> Their licence texts are in &lt;code&gt;{path}&lt;/code&gt;.</source>
      <translation> Ihre Lizenztexte liegen in &lt;code&gt;{path}&lt;/code&gt;.</translation>
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
      <source>{player}, column ×{multiplier}</source>
      <translation>{player}, Spalte ×{multiplier}</translation>
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
      <source>Click dice or press 1–{last} to hold · R to roll · click a box or Enter to score</source>
      <translation>Würfel anklicken oder 1–{last} drücken zum Halten · R zum Würfeln · Feld anklicken oder Eingabe zum Eintragen</translation>
    </message>
    <message>
      <source>Roll the dice that are not held (R; Space too, away from a die).</source>
      <translation>Die nicht gehaltenen Würfel werfen (R; auch die Leertaste, außer auf einem Würfel).</translation>
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
      <source>{player}'s turn</source>
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
    <message>
      <source>That is {player}'s column; it is {current}'s turn.</source>
      <translation>Das ist die Spalte von {player}; {current} ist am Zug.</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>The remembered game “{game}” is not one of Dicebox's games; {default} is used.</source>
      <translation>Das gemerkte Spiel „{game}“ gehört nicht zu Dicebox; {default} wird gespielt.</translation>
    </message>
    <message>
      <source>The remembered players for {game} are not a list of names; the default players are used.</source>
      <translation>Die gemerkten Spieler für {game} sind keine Namensliste; die Standardspieler spielen.</translation>
    </message>
    <message>
      <source>The remembered players for {game} ({players}) cannot be used: {reason} The default players are used.</source>
      <translation>Die gemerkten Spieler für {game} ({players}) lassen sich nicht verwenden: {reason} Die Standardspieler spielen.</translation>
    </message>
    <message>
      <source>The remembered seats for {game} cannot be used ({problem}); the default seats are used.</source>
      <translation>Die gemerkten Plätze für {game} lassen sich nicht verwenden ({problem}); die Standardplätze gelten.</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <source>{player} scored {points}</source>
      <translation>{player} erzielte {points}</translation>
    </message>
    <message>
      <source>{names} wins with {top}!</source>
      <translation>{names} gewinnt mit {top}!</translation>
    </message>
    <message>
      <source>{join} share the win with {top}!</source>
      <translation>{join} teilen sich den Sieg mit {top}!</translation>
    </message>
    <message>
      <source> and </source>
      <translation> und </translation>
    </message>
    <message>
      <source>{who}New personal best!</source>
      <translation>{who}Neue persönliche Bestleistung!</translation>
    </message>
    <message>
      <source>{who}{ordinal} best of {of} {name} scores</source>
      <translation>{who}{ordinal} Bestes von {of} Ergebnissen in {name}</translation>
    </message>
    <message>
      <source>keep {dice}</source>
      <translation>{dice} halten</translation>
    </message>
    <message>
      <source>roll every die again</source>
      <translation>jeden Würfel neu werfen</translation>
    </message>
    <message>
      <source>chance to win {before} → {after}</source>
      <translation>Gewinnchance {before} → {after}</translation>
    </message>
    <message>
      <source>Every decision kept the most chance to win.</source>
      <translation>Jede Entscheidung hielt die Gewinnchance so hoch wie möglich.</translation>
    </message>
    <message>
      <source>Most chance to win given away: turn {turn}, {chosen} instead of {best} ({change}).</source>
      <translation>Am meisten Gewinnchance verschenkt: Zug {turn}, {chosen} statt {best} ({change}).</translation>
    </message>
    <message>
      <source>{line}; {change}</source>
      <translation>{line}; {change}</translation>
    </message>
    <message>
      <source>{line}; most chance to win: {best}</source>
      <translation>{line}; beste Gewinnchance: {best}</translation>
    </message>
    <message>
      <source>exactly</source>
      <translation>exakt</translation>
    </message>
    <message>
      <source>estimated: three-column values are estimates</source>
      <translation>geschätzt: Werte mit drei Spalten sind Schätzungen</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{who}{loss} points&lt;/b&gt; lost to the best play ({kind}), over {decisions} decisions.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{who}{loss} Punkte&lt;/b&gt; weniger als beim besten Spiel ({kind}), bei {decisions} Entscheidungen.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Turn {turn}: {chosen}; best was {best} (−{loss})</source>
      <translation>Zug {turn}: {chosen}; am besten war {best} (−{loss})</translation>
    </message>
    <message>
      <source>Every decision was the best one.</source>
      <translation>Jede Entscheidung war die beste.</translation>
    </message>
    <message>
      <source>Points by box</source>
      <translation>Punkte je Feld</translation>
    </message>
    <message>
      <source>Each box's points for every player and column, then the bonuses and totals.</source>
      <translation>Die Punkte jedes Feldes für alle Spieler und Spalten, dann die Boni und Summen.</translation>
    </message>
    <message>
      <source>Column total</source>
      <translation>Spaltensumme</translation>
    </message>
    <message>
      <source>Counts</source>
      <translation>Zählt</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <source>Ranking</source>
      <translation>Rangliste</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Platz</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source> (shared)</source>
      <translation> (geteilt)</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partie vorbei</translation>
    </message>
    <message>
      <source>{name} · seed {seed}</source>
      <translation>{name} · Startzahl {seed}</translation>
    </message>
    <message>
      <source>Reviewing every decision…</source>
      <translation>Jede Entscheidung wird ausgewertet…</translation>
    </message>
    <message>
      <source>Play again (same seed)</source>
      <translation>Noch einmal (dieselbe Startzahl)</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Neues Spiel…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
    <message>
      <source>No review for this game: {escape}</source>
      <translation>Keine Auswertung für diese Partie: {escape}</translation>
    </message>
  </context>
  <context>
    <name>TripleCards</name>
    <message>
      <source>Card {card_title}</source>
      <translation>Karte {card_title}</translation>
    </message>
    <message>
      <source>{card_title}: {card_band}. {capitalize}. Key {key}.</source>
      <translation>{card_title}: {card_band}. {capitalize}. Taste {key}.</translation>
    </message>
    <message>
      <source>CHOSEN</source>
      <translation>GEWÄHLT</translation>
    </message>
    <message>
      <source>Card {card_title}: {card_band}</source>
      <translation>Karte {card_title}: {card_band}</translation>
    </message>
    <message>
      <source>A card lies face-down: it is turned over at the end of the round</source>
      <translation>Eine Karte liegt verdeckt: Sie wird am Ende der Runde aufgedeckt</translation>
    </message>
    <message>
      <source>No card yet</source>
      <translation>Noch keine Karte</translation>
    </message>
  </context>
  <context>
    <name>TripleFrames</name>
    <message>
      <source>Running totals</source>
      <translation>Zwischenstände</translation>
    </message>
    <message>
      <source>Each player's points per round and in all</source>
      <translation>Die Punkte jedes Spielers je Runde und insgesamt</translation>
    </message>
  </context>
  <context>
    <name>TripleHand</name>
    <message>
      <source>PRIVATE</source>
      <translation>VERDECKT</translation>
    </message>
    <message>
      <source>Your two private dice: the others see them only after the turn you submit them in. Unused private dice are never shown.</source>
      <translation>Ihre zwei verdeckten Würfel: Die anderen sehen sie erst nach dem Zug, in dem Sie sie legen. Unbenutzte verdeckte Würfel werden nie gezeigt.</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Leeren</translation>
    </message>
    <message>
      <source>Put the picked dice back (Backspace)</source>
      <translation>Die gewählten Würfel zurücklegen (Rücktaste)</translation>
    </message>
    <message>
      <source>Submit 3 dice ⏎</source>
      <translation>3 Würfel legen ⏎</translation>
    </message>
    <message>
      <source>Play card face-down ⏎</source>
      <translation>Karte verdeckt ausspielen ⏎</translation>
    </message>
    <message>
      <source>Your card: &lt;b&gt;{card_title}&lt;/b&gt;</source>
      <translation>Ihre Karte: &lt;b&gt;{card_title}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>{card_title}: {card_band}. Only you can see it until the round ends.</source>
      <translation>{card_title}: {card_band}. Nur Sie sehen sie bis zum Ende der Runde.</translation>
    </message>
    <message>
      <source>Card played face-down</source>
      <translation>Karte verdeckt ausgespielt</translation>
    </message>
    <message>
      <source>No card yet</source>
      <translation>Noch keine Karte</translation>
    </message>
    <message>
      <source>This round {so_far} · Total &lt;b&gt;{points}&lt;/b&gt;</source>
      <translation>Diese Runde {so_far} · Summe &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Enter submits.</source>
      <translation>Eingabe legt sie.</translation>
    </message>
    <message>
      <source>Picked: &lt;b&gt;{shown}&lt;/b&gt;</source>
      <translation>Gewählt: &lt;b&gt;{shown}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Pick {left} more · keys 1–9, 0, −</source>
      <translation>Noch {left} wählen · Tasten 1–9, 0, −</translation>
    </message>
    <message>
      <source>Chosen: &lt;b&gt;{card_title}&lt;/b&gt;</source>
      <translation>Gewählt: &lt;b&gt;{card_title}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Enter plays it.</source>
      <translation>Eingabe spielt sie aus.</translation>
    </message>
    <message>
      <source>Choose a card above (keys 1–4).</source>
      <translation>Wählen Sie oben eine Karte (Tasten 1–4).</translation>
    </message>
    <message>
      <source>Put these 3 dice down for this turn (Enter)</source>
      <translation>Diese 3 Würfel für diesen Zug legen (Eingabe)</translation>
    </message>
    <message>
      <source>Pick exactly 3 unused dice first ({len} picked): click them or press their keys.</source>
      <translation>Wählen Sie zuerst genau 3 unbenutzte Würfel ({len} gewählt): anklicken oder ihre Tasten drücken.</translation>
    </message>
    <message>
      <source>Play the chosen card face-down (Enter)</source>
      <translation>Die gewählte Karte verdeckt ausspielen (Eingabe)</translation>
    </message>
    <message>
      <source>Choose one of the four cards first: click it or press 1–4.</source>
      <translation>Wählen Sie zuerst eine der vier Karten: anklicken oder 1–4 drücken.</translation>
    </message>
  </context>
  <context>
    <name>TripleIntents</name>
    <message>
      <source>The game is over. Start a new game or replay this seed.</source>
      <translation>Die Partie ist vorbei. Beginnen Sie eine neue oder spielen Sie diese Startzahl noch einmal.</translation>
    </message>
    <message>
      <source>It is {who}'s turn; please wait.</source>
      <translation>{who} ist am Zug; bitte warten.</translation>
    </message>
    <message>
      <source>First pick your prediction card; dice are played after every card is down.</source>
      <translation>Wählen Sie zuerst Ihre Vorhersagekarte; Würfel werden gelegt, wenn alle Karten liegen.</translation>
    </message>
    <message>
      <source>Die {value} was used in turn {used}; pick from your unused dice.</source>
      <translation>Würfel {value} wurde in Zug {used} benutzt; wählen Sie aus Ihren unbenutzten Würfeln.</translation>
    </message>
    <message>
      <source>You have 3 dice picked: click one to put it back, or Submit.</source>
      <translation>Sie haben 3 Würfel gewählt: Klicken Sie einen an, um ihn zurückzulegen, oder legen Sie sie.</translation>
    </message>
    <message>
      <source>Pick exactly 3 dice to submit ({len} picked).</source>
      <translation>Wählen Sie genau 3 Würfel zum Legen ({len} gewählt).</translation>
    </message>
    <message>
      <source>Cards are picked at the start of a round; now the dice are played.</source>
      <translation>Karten werden zu Beginn einer Runde gewählt; jetzt werden Würfel gelegt.</translation>
    </message>
    <message>
      <source>Choose one of the four cards first (click it, or press 1–4).</source>
      <translation>Wählen Sie zuerst eine der vier Karten (anklicken oder 1–4 drücken).</translation>
    </message>
    <message>
      <source>Press 1–4 to choose a card: 1 Zero, 2 Minimum, 3 More, 4 Maximum.</source>
      <translation>Drücken Sie 1–4 für eine Karte: 1 Null, 2 Minimum, 3 Mehr, 4 Maximum.</translation>
    </message>
  </context>
  <context>
    <name>TripleModels</name>
    <message>
      <source>×2 if right</source>
      <translation>×2 bei Treffer</translation>
    </message>
    <message>
      <source>+{fixed} if right</source>
      <translation>+{fixed} bei Treffer</translation>
    </message>
    <message>
      <source>{names} wins with {points}!</source>
      <translation>{names} gewinnt mit {points}!</translation>
    </message>
    <message>
      <source>{join} share the win with {points}!</source>
      <translation>{join} teilen sich den Sieg mit {points}!</translation>
    </message>
    <message>
      <source>R{round}</source>
      <translation>R{round}</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <source>Total: finished rounds with their card bonuses, plus this round's points so far</source>
      <translation>Summe: beendete Runden mit ihren Kartenboni plus die bisherigen Punkte dieser Runde</translation>
    </message>
    <message>
      <source>Round {value}: turn points plus the card bonus</source>
      <translation>Runde {value}: Zugpunkte plus Kartenbonus</translation>
    </message>
    <message>
      <source>{name} is to play</source>
      <translation>{name} ist am Zug</translation>
    </message>
    <message>
      <source>{name}: {total} in all</source>
      <translation>{name}: insgesamt {total}</translation>
    </message>
    <message>
      <source>doubled for a correct card</source>
      <translation>verdoppelt für eine richtige Karte</translation>
    </message>
    <message>
      <source>+{fixed} for a correct {card}</source>
      <translation>+{fixed} für eine richtige Karte {card}</translation>
    </message>
    <message>
      <source>Round {value}: {score} points, card {card_title} hit, {why}: {gain}</source>
      <translation>Runde {value}: {score} Punkte, Karte {card_title} getroffen, {why}: {gain}</translation>
    </message>
    <message>
      <source>Round {value}: {score} points, card {card_title} missed: {gain}</source>
      <translation>Runde {value}: {score} Punkte, Karte {card_title} verfehlt: {gain}</translation>
    </message>
    <message>
      <source>Round {value} so far: {so_far} (the card bonus comes at the round's end)</source>
      <translation>Runde {value} bisher: {so_far} (der Kartenbonus kommt am Ende der Runde)</translation>
    </message>
    <message>
      <source>Round {value} is still to come</source>
      <translation>Runde {value} steht noch aus</translation>
    </message>
  </context>
  <context>
    <name>TripleMoments</name>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Card</source>
      <translation>Karte</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>Hit?</source>
      <translation>Treffer?</translation>
    </message>
    <message>
      <source>Bonus</source>
      <translation>Bonus</translation>
    </message>
    <message>
      <source>Round</source>
      <translation>Runde</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <source>✔ hit</source>
      <translation>✔ ja</translation>
    </message>
    <message>
      <source>✘ missed</source>
      <translation>✘ nein</translation>
    </message>
    <message>
      <source>Round {number} of {rounds} — the cards are turned over</source>
      <translation>Runde {number} von {rounds} – die Karten werden aufgedeckt</translation>
    </message>
    <message>
      <source>A correct card pays: zero gives +40, any other card doubles the round's points. Unused private dice stay secret.</source>
      <translation>Eine richtige Karte zahlt sich aus: Null bringt +40, jede andere Karte verdoppelt die Punkte der Runde. Unbenutzte verdeckte Würfel bleiben geheim.</translation>
    </message>
    <message>
      <source>Continue to round {value} ⏎</source>
      <translation>Weiter zu Runde {value} ⏎</translation>
    </message>
    <message>
      <source>Pass to {name}</source>
      <translation>Weitergeben an {name}</translation>
    </message>
    <message>
      <source>{short_name}'s dice and card are hidden. </source>
      <translation>Würfel und Karte von {short_name} sind verdeckt. </translation>
    </message>
    <message>
      <source>Every private die and card is hidden. </source>
      <translation>Alle verdeckten Würfel und Karten sind verborgen. </translation>
    </message>
    <message>
      <source>Only {short} should look once the button is pressed.</source>
      <translation>Nur {short} sollte hinsehen, sobald die Taste gedrückt ist.</translation>
    </message>
    <message>
      <source>I'm {short} — show my dice ⏎</source>
      <translation>Ich bin {short} – meine Würfel zeigen ⏎</translation>
    </message>
    <message>
      <source>I am {name}, show my dice</source>
      <translation>Ich bin {name}, meine Würfel zeigen</translation>
    </message>
    <message>
      <source> (shared)</source>
      <translation> (geteilt)</translation>
    </message>
    <message>
      <source>{hits} of {len} cards came true</source>
      <translation>{hits} von {len} Karten trafen zu</translation>
    </message>
    <message>
      <source>Round {record} — the last cards turned over</source>
      <translation>Runde {record} – die letzten Karten aufgedeckt</translation>
    </message>
  </context>
  <context>
    <name>TriplePage</name>
    <message>
      <source>Game over · {headline}</source>
      <translation>Partie vorbei · {headline}</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} · {who} to pick a card</source>
      <translation>Runde {round} von {rounds} · {who} wählt eine Karte</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} · Turn {turn} · {who} to submit</source>
      <translation>Runde {round} von {rounds} · Zug {turn} · {who} legt</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>Italic: this round so far, before the card bonus.</source>
      <translation>Kursiv: diese Runde bisher, vor dem Kartenbonus.</translation>
    </message>
    <message>
      <source>Round {number} · turn {turn} result</source>
      <translation>Runde {number} · Ergebnis von Zug {turn}</translation>
    </message>
    <message>
      <source>game over</source>
      <translation>Partie vorbei</translation>
    </message>
    <message>
      <source>card face-down</source>
      <translation>Karte verdeckt</translation>
    </message>
    <message>
      <source>picking a card…</source>
      <translation>wählt eine Karte…</translation>
    </message>
    <message>
      <source>thinking…</source>
      <translation>überlegt…</translation>
    </message>
    <message>
      <source>to pick a card</source>
      <translation>noch ohne Karte</translation>
    </message>
    <message numerus="yes">
      <source>%n left</source>
      <translation>
        <numerusform>noch %n</numerusform>
        <numerusform>noch %n</numerusform>
      </translation>
    </message>
    <message>
      <source>submitted · {dice}</source>
      <translation>gelegt · {dice}</translation>
    </message>
    <message>
      <source>thinking… · {dice}</source>
      <translation>überlegt… · {dice}</translation>
    </message>
    <message>
      <source>playing… · {dice}</source>
      <translation>spielt… · {dice}</translation>
    </message>
    <message>
      <source>waiting · {dice}</source>
      <translation>wartet · {dice}</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} — {name}, pick your prediction card</source>
      <translation>Runde {round} von {rounds} – {name}, wählen Sie Ihre Vorhersagekarte</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} — {acting} is picking a card</source>
      <translation>Runde {round} von {rounds} – {acting} wählt eine Karte</translation>
    </message>
    <message>
      <source>{name} (you)</source>
      <translation>{name} (Sie)</translation>
    </message>
    <message>
      <source>Round {round} of {rounds}: {short} picks a prediction card.</source>
      <translation>Runde {round} von {rounds}: {short} wählt eine Vorhersagekarte.</translation>
    </message>
    <message>
      <source>Round {round} of {rounds}, turn {turn}: {short} submits 3 dice.</source>
      <translation>Runde {round} von {rounds}, Zug {turn}: {short} legt 3 Würfel.</translation>
    </message>
    <message>
      <source>How many points will you make this round? Your card stays face-down until the round ends.</source>
      <translation>Wie viele Punkte machen Sie in dieser Runde? Ihre Karte bleibt bis zum Rundenende verdeckt.</translation>
    </message>
    <message>
      <source>assisted</source>
      <translation>unterstützt</translation>
    </message>
    <message>
      <source>Your card: {card_title} — waiting for {acting} to pick</source>
      <translation>Ihre Karte: {card_title} – warten, bis {acting} gewählt hat</translation>
    </message>
    <message>
      <source>The cards are turned over when the round ends.</source>
      <translation>Die Karten werden am Ende der Runde aufgedeckt.</translation>
    </message>
    <message>
      <source>Every player picks a card, in seat order, before the first turn.</source>
      <translation>Vor dem ersten Zug wählt jeder Spieler in Platzreihenfolge eine Karte.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
      <source>Waiting for {acting} to pick a card…</source>
      <translation>Warten, bis {acting} eine Karte wählt…</translation>
    </message>
    <message>
      <source>Waiting for {acting}…</source>
      <translation>Warten auf {acting}…</translation>
    </message>
    <message>
      <source>Undo {short_name}'s last move</source>
      <translation>Letzten Zug von {short_name} rückgängig machen</translation>
    </message>
    <message>
      <source>Triple Dice · seed {seed}</source>
      <translation>Triple Dice · Startzahl {seed}</translation>
    </message>
  </context>
  <context>
    <name>TripleParts</name>
    <message>
      <source>{who}, to act</source>
      <translation>{who}, am Zug</translation>
    </message>
  </context>
  <context>
    <name>TriplePoints</name>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>{place} {points}</source>
      <translation>{place} Platz: {points}</translation>
    </message>
    <message numerus="yes">
      <source>Turn points with %n players: {places}</source>
      <translation>
        <numerusform>Zugpunkte bei %n Spieler: {places}</numerusform>
        <numerusform>Zugpunkte bei %n Spielern: {places}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TripleSide</name>
    <message>
      <source>Turn results</source>
      <translation>Zugergebnisse</translation>
    </message>
    <message>
      <source>No turn played yet this game.</source>
      <translation>In dieser Partie wurde noch kein Zug gespielt.</translation>
    </message>
    <message>
      <source>shared place: tied players share the points</source>
      <translation>geteilter Platz: Gleichstehende teilen sich die Punkte</translation>
    </message>
  </context>
  <context>
    <name>TripleSpoken</name>
    <message>
      <source>Card {card} chosen. Enter plays it.</source>
      <translation>Karte {card} gewählt. Eingabe spielt sie.</translation>
    </message>
    <message>
      <source>You play {card}.</source>
      <translation>Du spielst {card}.</translation>
    </message>
    <message>
      <source>Die {number}, {face}, picked: 3 of 3. Enter submits them.</source>
      <translation>Würfel {number}, {face}, gewählt: 3 von 3. Eingabe legt sie vor.</translation>
    </message>
    <message>
      <source>Die {number}, {face}, picked: {picked} of 3.</source>
      <translation>Würfel {number}, {face}, gewählt: {picked} von 3.</translation>
    </message>
    <message>
      <source>Die {number} put back: {picked} of 3 picked.</source>
      <translation>Würfel {number} zurückgelegt: {picked} von 3 gewählt.</translation>
    </message>
    <message>
      <source>{place} {player}, +{points}</source>
      <translation>{place} {player}, +{points}</translation>
    </message>
    <message>
      <source>Turn {turn} result: {places}.</source>
      <translation>Ergebnis von Zug {turn}: {places}.</translation>
    </message>
    <message>
      <source>Round {number} is over.</source>
      <translation>Runde {number} ist vorbei.</translation>
    </message>
    <message>
      <source>{player}: card {card} came true, +{gain}, total {total}.</source>
      <translation>{player}: Karte {card} ist eingetroffen, +{gain}, gesamt {total}.</translation>
    </message>
    <message>
      <source>{player}: card {card} missed, +{gain}, total {total}.</source>
      <translation>{player}: Karte {card} verfehlt, +{gain}, gesamt {total}.</translation>
    </message>
  </context>
  <context>
    <name>TripleTable</name>
    <message>
      <source>R{number} {card_title} ✔+{bonus}</source>
      <translation>R{number} ✔+{bonus} {card_title}</translation>
    </message>
    <message>
      <source>Round {number}: card {card_title} came true, bonus +{bonus}</source>
      <translation>Runde {number}: Karte {card_title} traf zu, Bonus +{bonus}</translation>
    </message>
    <message>
      <source>R{number} {card_title} ✘</source>
      <translation>R{number} ✘ {card_title}</translation>
    </message>
    <message>
      <source>Round {number}: card {card_title} missed, no bonus</source>
      <translation>Runde {number}: Karte {card_title} verfehlt, kein Bonus</translation>
    </message>
    <message>
      <source>{name}'s dice: {dice}</source>
      <translation>Würfel von {name}: {dice}</translation>
    </message>
    <message>
      <source>{who}: {points} points so far (this round's card bonus comes at its end)</source>
      <translation>{who}: bisher {points} Punkte (der Kartenbonus dieser Runde kommt an ihrem Ende)</translation>
    </message>
    <message>
      <source>{who}, {points} points, {status}</source>
      <translation>{who}, {points} Punkte, {status}</translation>
    </message>
    <message>
      <source>{who}, this turn: {dice}</source>
      <translation>{who}, in diesem Zug: {dice}</translation>
    </message>
    <message>
      <source>Turn {turn} of {turns} · order: {order}</source>
      <translation>Zug {turn} von {turns} · Reihenfolge: {order}</translation>
    </message>
    <message>
      <source>? until all have played</source>
      <translation>? bis alle gespielt haben</translation>
    </message>
    <message>
      <source>? until all played</source>
      <translation>? bis Zugende</translation>
    </message>
    <message>
      <source>your move</source>
      <translation>Sie sind dran</translation>
    </message>
    <message>
      <source>playing now</source>
      <translation>spielt gerade</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>wartet</translation>
    </message>
    <message>
      <source>Private dice show as ? until everyone has played this turn; then all are turned over.</source>
      <translation>Verdeckte Würfel erscheinen als ?, bis alle in diesem Zug gespielt haben; dann werden alle aufgedeckt.</translation>
    </message>
    <message>
      <source>Each player puts down 3 dice in turn. Best combination: triple, straight, double, single.</source>
      <translation>Jeder legt der Reihe nach 3 Würfel. Beste Kombination: Drilling, Straße, Pasch, Einzelne.</translation>
    </message>
  </context>
  <context>
    <name>TripleWidgets</name>
    <message>
      <source>Die {value}</source>
      <translation>Würfel {value}</translation>
    </message>
    <message>
      <source>{die} (private)</source>
      <translation>{die} (verdeckt)</translation>
    </message>
    <message>
      <source>{die}, used in turn {used}</source>
      <translation>{die}, benutzt in Zug {used}</translation>
    </message>
    <message>
      <source> Only you can see it until the turn it is submitted in ends.</source>
      <translation> Nur Sie sehen ihn, bis der Zug endet, in dem er gelegt wird.</translation>
    </message>
    <message>
      <source>{name}: used in turn {used}; pick from your unused dice.{secret}</source>
      <translation>{name}: benutzt in Zug {used}; wählen Sie aus Ihren unbenutzten Würfeln.{secret}</translation>
    </message>
    <message>
      <source>{name} is picked ({pick_number} of 3). Click or press {key} to put it back.{secret}</source>
      <translation>{name} ist gewählt ({pick_number} von 3). Klicken oder {key} drücken, um ihn zurückzulegen.{secret}</translation>
    </message>
    <message>
      <source>{name}: click or press {key} to pick it for this turn.{secret}</source>
      <translation>{name}: Klicken oder {key} drücken, um ihn für diesen Zug zu wählen.{secret}</translation>
    </message>
    <message>
      <source>used</source>
      <translation>gelegt</translation>
    </message>
    <message>
      <source>PICKED</source>
      <translation>GEWÄHLT</translation>
    </message>
    <message>
      <source>PICK</source>
      <translation>WAHL</translation>
    </message>
    <message>
      <source>not played yet</source>
      <translation>noch nicht gespielt</translation>
    </message>
    <message>
      <source>hidden</source>
      <translation>verdeckt</translation>
    </message>
    <message>
      <source>{die} (used)</source>
      <translation>{die} (gelegt)</translation>
    </message>
  </context>
  <context>
    <name>WindowDialogs</name>
    <message>
      <source>Saved game not resumed</source>
      <translation>Gespeicherte Partie nicht fortgesetzt</translation>
    </message>
  </context>
</TS>