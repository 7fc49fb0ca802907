<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
  <context>
    <name>Accessibility</name>
    <message>
      <source>one</source>
      <translation>un</translation>
    </message>
    <message>
      <source>two</source>
      <translation>deux</translation>
    </message>
    <message>
      <source>three</source>
      <translation>trois</translation>
    </message>
    <message>
      <source>four</source>
      <translation>quatre</translation>
    </message>
    <message>
      <source>five</source>
      <translation>cinq</translation>
    </message>
    <message>
      <source>six</source>
      <translation>six</translation>
    </message>
    <message>
      <source>Die {number}: hidden</source>
      <translation>Dé {number} : caché</translation>
    </message>
    <message>
      <source>Die {number}: {face}</source>
      <translation>Dé {number} : {face}</translation>
    </message>
  </context>
  <context>
    <name>Banner</name>
    <message>
      <source>Warning</source>
      <translation>Avertissement</translation>
    </message>
    <message>
      <source>Records are not being kept</source>
      <translation>Les archives ne sont pas tenues</translation>
    </message>
    <message>
      <source>Play goes on, but the games of this session will not be kept.</source>
      <translation>Le jeu continue, mais les parties de cette session ne seront pas conservées.</translation>
    </message>
    <message>
      <source>Play goes on: your moves wait in memory and are written as soon as the disk accepts them (quitting before then would lose them).</source>
      <translation>Le jeu continue : vos coups attendent en mémoire et seront écrits dès que le disque les acceptera (quitter avant les perdrait).</translation>
    </message>
  </context>
  <context>
    <name>Celebration</name>
    <message>
      <source>All match!</source>
      <translation>Tout pareil !</translation>
    </message>
    <message>
      <source>Bonus reached!</source>
      <translation>Bonus atteint !</translation>
    </message>
    <message>
      <source>Perfect round!</source>
      <translation>Tour parfait !</translation>
    </message>
    <message>
      <source>A card came true!</source>
      <translation>Une carte est juste !</translation>
    </message>
    <message>
      <source>New personal best!</source>
      <translation>Nouveau record personnel !</translation>
    </message>
  </context>
  <context>
    <name>ChartLine</name>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>average so far</source>
      <translation>moyenne jusqu'ici</translation>
    </message>
    <message>
      <source>average of last {window}</source>
      <translation>moyenne des {window} dernières</translation>
    </message>
    <message>
      <source>game {number}</source>
      <translation>partie {number}</translation>
    </message>
    <message>
      <source>Line chart of {game} scores: no games yet.</source>
      <translation>Courbe des scores {game} : pas encore de parties.</translation>
    </message>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores: {first} in {where}.</source>
      <translation>
        <numerusform>Courbe de %Ln score {game} : {first} en {where}.</numerusform>
        <numerusform>Courbe de %Ln scores {game} : {first} en {where}.</numerusform>
      </translation>
    </message>
    <message>
      <source>stayed at {score}</source>
      <translation>est resté à {score}</translation>
    </message>
    <message>
      <source>rose from {first} to {last}</source>
      <translation>est monté de {first} à {last}</translation>
    </message>
    <message>
      <source>fell from {first} to {last}</source>
      <translation>est descendu de {first} à {last}</translation>
    </message>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores in order, from {where} to {where2}: first {number_text}, last {number_text2}; best {number_text3} in {where3}; lowest {number_text4} in {where4}; {average_name} {trend}.</source>
      <translation>
        <numerusform>Courbe de %Ln score {game} dans l'ordre, de {where} à {where2} : premier {number_text}, dernier {number_text2} ; meilleur {number_text3} en {where3} ; plus bas {number_text4} en {where4} ; {average_name} {trend}.</numerusform>
        <numerusform>Courbe de %Ln scores {game} dans l'ordre, de {where} à {where2} : premier {number_text}, dernier {number_text2} ; meilleur {number_text3} en {where3} ; plus bas {number_text4} en {where4} ; {average_name} {trend}.</numerusform>
      </translation>
    </message>
    <message>
      <source>{where}: {number_text} · average {number_text2}</source>
      <translation>{where} : {number_text} · moyenne {number_text2}</translation>
    </message>
    <message>
      <source>{game} score</source>
      <translation>score {game}</translation>
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message>
      <source>your last game</source>
      <translation>votre dernière partie</translation>
    </message>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln partie</numerusform>
        <numerusform>%Ln parties</numerusform>
      </translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>Histogram of {game} scores: no games yet.</source>
      <translation>Histogramme des scores {game} : pas encore de parties.</translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: {best}</source>
      <translation>
        <numerusform>Histogramme de %Ln score {game} : {best}</numerusform>
        <numerusform>Histogramme de %Ln scores {game} : {best}</numerusform>
      </translation>
    </message>
    <message>
      <source>between {low} and {high}</source>
      <translation>entre {low} et {high}</translation>
    </message>
    <message>
      <source>at {score}</source>
      <translation>à {score}</translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: most {where} ({games})</source>
      <translation>
        <numerusform>Histogramme de %Ln score {game} : la plupart {where} ({games})</numerusform>
        <numerusform>Histogramme de %Ln scores {game} : la plupart {where} ({games})</numerusform>
      </translation>
    </message>
    <message>
      <source>best {score}</source>
      <translation>meilleur {score}</translation>
    </message>
    <message>
      <source>lowest {score}</source>
      <translation>plus bas {score}</translation>
    </message>
    <message>
      <source>average {score}</source>
      <translation>moyenne {score}</translation>
    </message>
    <message>
      <source>under 1%</source>
      <translation>moins de 1 %</translation>
    </message>
    <message>
      <source>{range}: {games} ({share})</source>
      <translation>{range} : {games} ({share})</translation>
    </message>
    <message>
      <source>{game} scores {range}</source>
      <translation>scores {game} {range}</translation>
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
      <translation>{player} réfléchit…</translation>
    </message>
    <message>
      <source>Preparing the computer player (first time only)… {percent}%</source>
      <translation>Préparation du joueur ordinateur (la première fois seulement)… {percent} %</translation>
    </message>
    <message>
      <source>The computer player failed: {reason} Use Undo or start a new game.</source>
      <translation>Le joueur ordinateur a échoué : {reason} Annulez le coup ou commencez une nouvelle partie.</translation>
    </message>
    <message>
      <source>The computer player gave no move ({result}). Use Undo or start a new game.</source>
      <translation>Le joueur ordinateur n'a proposé aucun coup ({result}). Annulez le coup ou commencez une nouvelle partie.</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <source>Good</source>
      <translation>Bon</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <source> (seed {seed})</source>
      <translation> (graine {seed})</translation>
    </message>
    <message>
      <source>{name} ({level})</source>
      <translation>{name} ({level})</translation>
    </message>
    <message>
      <source>Those seats do not fit: {problem}.</source>
      <translation>Ces places ne conviennent pas : {problem}.</translation>
    </message>
    <message>
      <source>Welcome back: your {game} game{seed} is resumed.</source>
      <translation>Bon retour : votre partie de {game}{seed} reprend.</translation>
    </message>
    <message>
      <source>It is {player}'s turn (computer). Wait a moment, or press F3 to speed it up.</source>
      <translation>C'est au tour de {player} (ordinateur). Patientez un instant ou appuyez sur F3 pour accélérer.</translation>
    </message>
    <message>
      <source>This is a replay: its moves cannot be changed. Use “Play On from Here” to play it your way.</source>
      <translation>Ceci est une rediffusion : ses coups ne peuvent pas être modifiés. Utilisez « Continuer d'ici » pour la jouer à votre façon.</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>place {seat}</translation>
    </message>
    <message>
      <source>It is not {player}'s move: it is {current}'s turn.</source>
      <translation>Ce n'est pas à {player} de jouer : c'est au tour de {current}.</translation>
    </message>
    <message>
      <source>{player}'s turn.</source>
      <translation>Au tour de {player}.</translation>
    </message>
    <message>
      <source>First roll: {dice}.</source>
      <translation>Premier lancer : {dice}.</translation>
    </message>
    <message>
      <source>This is a replay: step back with the replay's own buttons.</source>
      <translation>Ceci est une rediffusion : revenez en arrière avec les boutons de la rediffusion.</translation>
    </message>
    <message>
      <source>There is nothing to undo yet.</source>
      <translation>Il n'y a encore rien à annuler.</translation>
    </message>
    <message>
      <source>Undo is off: the last move was {player}'s. In pass-and-play only a person's own last move can be taken back, before the next seat acts.</source>
      <translation>Annulation impossible : le dernier coup était celui de {player}. En jeu à tour de rôle, chacun ne peut reprendre que son propre dernier coup, avant que la place suivante ne joue.</translation>
    </message>
    <message>
      <source> ({player} moved since)</source>
      <translation> ({player} a joué depuis)</translation>
    </message>
    <message>
      <source>Undo is off: the next seat has already acted after {player}{since}. In pass-and-play a move can be taken back only until the next seat acts.</source>
      <translation>Annulation impossible : la place suivante a déjà joué après {player}{since}. En jeu à tour de rôle, un coup ne peut être repris que jusqu'à ce que la place suivante joue.</translation>
    </message>
    <message>
      <source>There is no decision of yours to take back: only computer moves were made.</source>
      <translation>Aucune décision de votre part à reprendre : seul l'ordinateur a joué.</translation>
    </message>
    <message>
      <source>There is nothing to redo.</source>
      <translation>Il n'y a rien à rétablir.</translation>
    </message>
    <message>
      <source>Undone: {steps}.</source>
      <translation>Annulé : {steps}.</translation>
    </message>
    <message>
      <source>Redone: {steps}.</source>
      <translation>Rétabli : {steps}.</translation>
    </message>
  </context>
  <context>
    <name>Dice</name>
    <message>
      <source>Die {number}: no more rolls this turn, so holding is off. Score a category.</source>
      <translation>Dé {number} : plus de lancer pour ce tour, garder ne sert plus. Inscrivez une case.</translation>
    </message>
    <message>
      <source>Die {number} is held and will not be re-rolled. Click or press {number} to release it.</source>
      <translation>Le dé {number} est gardé et ne sera pas relancé. Cliquez ou appuyez sur {number} pour le libérer.</translation>
    </message>
    <message>
      <source>Die {number}: click or press {number} to hold it for the next roll.</source>
      <translation>Dé {number} : cliquez ou appuyez sur {number} pour le garder au prochain lancer.</translation>
    </message>
    <message>
      <source>HELD</source>
      <translation>GARDÉ</translation>
    </message>
  </context>
  <context>
    <name>Docks</name>
    <message>
      <source>Start of the game</source>
      <translation>Début de la partie</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historique</translation>
    </message>
    <message>
      <source>Every move of this game; choosing one goes back to it.</source>
      <translation>Chaque coup de cette partie ; en choisir un y revient.</translation>
    </message>
    <message>
      <source>Hints</source>
      <translation>Conseils</translation>
    </message>
  </context>
  <context>
    <name>EngineError</name>
    <message>
      <source>Type a seed: a whole number from 0 to {limit}.</source>
      <translation>Saisissez une graine : un nombre entier de 0 à {limit}.</translation>
    </message>
    <message>
      <source>“{given}” is not a number: a seed is a whole number from 0 to {limit}.</source>
      <translation>« {given} » n'est pas un nombre : une graine est un nombre entier de 0 à {limit}.</translation>
    </message>
    <message>
      <source>{given} is not a whole number: a seed is a whole number from 0 to {limit}.</source>
      <translation>{given} n'est pas un nombre entier : une graine est un nombre entier de 0 à {limit}.</translation>
    </message>
    <message>
      <source>{given} is below 0: a seed is a whole number from 0 to {limit}.</source>
      <translation>{given} est inférieur à 0 : une graine est un nombre entier de 0 à {limit}.</translation>
    </message>
    <message>
      <source>{given} is too large: a seed is a whole number from 0 to {limit}.</source>
      <translation>{given} est trop grand : une graine est un nombre entier de 0 à {limit}.</translation>
    </message>
    <message>
      <source>There is no game called “{given}”; the games are {games}.</source>
      <translation>Il n'existe pas de jeu nommé « {given} » ; les jeux sont {games}.</translation>
    </message>
    <message>
      <source>“{given}” has no scorecard; these games do: {games}.</source>
      <translation>« {given} » n'a pas de feuille de score ; ces jeux en ont une : {games}.</translation>
    </message>
    <message>
      <source>{game} takes {fewest} to {most} players, not {count}.</source>
      <translation>{game} se joue de {fewest} à {most} joueurs, pas {count}.</translation>
    </message>
    <message>
      <source>{game} takes exactly 1 player, not {count}.</source>
      <translation>{game} se joue à 1 joueur exactement, pas {count}.</translation>
    </message>
    <message>
      <source>{game} takes exactly {fewest} players, not {count}.</source>
      <translation>{game} se joue à exactement {fewest} joueurs, pas {count}.</translation>
    </message>
    <message>
      <source>Every player needs a name.</source>
      <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
      <source>Two players have the same name; give each a name of their own.</source>
      <translation>Deux joueurs ont le même nom ; donnez à chacun un nom différent.</translation>
    </message>
    <message>
      <source>The name “{name}” is longer than {limit} characters; shorten it.</source>
      <translation>Le nom « {name} » dépasse {limit} caractères ; raccourcissez-le.</translation>
    </message>
    <message>
      <source>The name “{name}” contains a control character; use letters, digits and spaces.</source>
      <translation>Le nom « {name} » contient un caractère de contrôle ; utilisez des lettres, des chiffres et des espaces.</translation>
    </message>
    <message>
      <source>The name “{name}” contains {character}, which cannot be seen, so the name would look like another; use letters, digits and spaces.</source>
      <translation>Le nom « {name} » contient {character}, un caractère invisible : il ressemblerait à un autre nom ; utilisez des lettres, des chiffres et des espaces.</translation>
    </message>
    <message>
      <source>There is no seat {given}; the seats go up to {last}.</source>
      <translation>Il n'y a pas de place {given} ; les places vont jusqu'à {last}.</translation>
    </message>
    <message>
      <source>Step {step} of the game ({action}) cannot be replayed.</source>
      <translation>L'étape {step} de la partie ({action}) ne peut pas être rejouée.</translation>
    </message>
    <message>
      <source>Step {step} of the saved game ({action}) cannot be replayed.</source>
      <translation>L'étape {step} de la partie enregistrée ({action}) ne peut pas être rejouée.</translation>
    </message>
    <message>
      <source>The saved game is not a game record.</source>
      <translation>La partie enregistrée n'est pas un enregistrement de partie.</translation>
    </message>
    <message>
      <source>The saved game is nested too deeply (more than {limit} levels).</source>
      <translation>La partie enregistrée est trop imbriquée (plus de {limit} niveaux).</translation>
    </message>
    <message>
      <source>The saved game is of an unknown game, “{given}”.</source>
      <translation>La partie enregistrée est d'un jeu inconnu, « {given} ».</translation>
    </message>
    <message>
      <source>The saved game is a game of {given}, not of {game}.</source>
      <translation>La partie enregistrée est une partie de {given}, pas de {game}.</translation>
    </message>
    <message>
      <source>The saved game has a field it should not have: “{field}”.</source>
      <translation>La partie enregistrée a un champ qu'elle ne devrait pas avoir : « {field} ».</translation>
    </message>
    <message>
      <source>The saved game lacks the field “{field}”.</source>
      <translation>Il manque le champ « {field} » à la partie enregistrée.</translation>
    </message>
    <message>
      <source>The saved game has format {given}; this version reads format {format}.</source>
      <translation>La partie enregistrée est au format {given} ; cette version lit le format {format}.</translation>
    </message>
    <message>
      <source>The saved game's field “{field}” holds {given}, which it cannot.</source>
      <translation>Le champ « {field} » de la partie enregistrée contient {given}, ce qui est impossible.</translation>
    </message>
    <message>
      <source>The saved game has {length} moves; at most {limit} are allowed.</source>
      <translation>La partie enregistrée a {length} coups ; {limit} au plus sont permis.</translation>
    </message>
    <message>
      <source>The saved game's seed or players are not valid.</source>
      <translation>La graine ou les joueurs de la partie enregistrée ne sont pas valides.</translation>
    </message>
    <message>
      <source>The saved game's turn points by place (“{field}”) are {given}: a game of {players} players is scored {expected}, or {earlier} if it was begun under the earlier rule.</source>
      <translation>Les points de tour par place de la partie enregistrée (« {field} ») sont {given} : une partie à {players} joueurs se compte {expected}, ou {earlier} si elle a commencé sous l'ancienne règle.</translation>
    </message>
    <message>
      <source>Turn points by place of {given} are not a Triple Dice table for {players} players: {expected}, or the earlier {earlier}.</source>
      <translation>Les points de tour par place {given} ne sont pas un barème de Triple Dice pour {players} joueurs : {expected}, ou l'ancien {earlier}.</translation>
    </message>
    <message>
      <source>The saved game's “{field}” says {given}, but replaying its moves gives {expected}.</source>
      <translation>« {field} » de la partie enregistrée indique {given}, mais rejouer ses coups donne {expected}.</translation>
    </message>
    <message>
      <source>That move is not written the way {game} moves are.</source>
      <translation>Ce coup n'est pas écrit comme les coups de {game}.</translation>
    </message>
    <message>
      <source>The game is over: no more moves.</source>
      <translation>La partie est terminée : plus aucun coup.</translation>
    </message>
    <message>
      <source>“{action}” is not a move now; the moves now are {actions}.</source>
      <translation>« {action} » n'est pas un coup possible maintenant ; les coups possibles sont {actions}.</translation>
    </message>
    <message>
      <source>There is no die {given}; the dice go up to {last}.</source>
      <translation>Il n'y a pas de dé {given} ; les dés vont jusqu'à {last}.</translation>
    </message>
    <message>
      <source>All {rolls} rolls of this turn are used, so holding changes nothing: score one of {open}.</source>
      <translation>Les {rolls} lancers de ce tour sont utilisés, garder ne change donc rien : inscrivez l'une de ces cases : {open}.</translation>
    </message>
    <message>
      <source>All {rolls} rolls of this turn are used: score one of {open}.</source>
      <translation>Les {rolls} lancers de ce tour sont utilisés : inscrivez l'une de ces cases : {open}.</translation>
    </message>
    <message>
      <source>Too many holds this turn; roll or score one of {open}.</source>
      <translation>Trop de dés gardés ou libérés ce tour-ci ; lancez ou inscrivez l'une de ces cases : {open}.</translation>
    </message>
    <message>
      <source>{cell} is already scored; open: {open}.</source>
      <translation>{cell} est déjà inscrit ; libres : {open}.</translation>
    </message>
    <message>
      <source>{cell} cannot take these dice: {box} is already filled, so five alike are a joker, and the joker goes to {allowed}.</source>
      <translation>{cell} ne peut pas prendre ces dés : {box} est déjà remplie, donc cinq dés égaux sont un joker, et le joker va dans {allowed}.</translation>
    </message>
    <message>
      <source>{cell} was closed by a zero and takes no more scores; open: {open}.</source>
      <translation>{cell} a été fermé par un zéro et n'accepte plus de points ; libres : {open}.</translation>
    </message>
    <message>
      <source>{box} ({columns})</source>
      <translation>{box} ({columns})</translation>
    </message>
    <message>
      <source>All {count} dice are held: release one to roll, or score.</source>
      <translation>Les {count} dés sont gardés : libérez-en un pour lancer, ou inscrivez.</translation>
    </message>
    <message>
      <source>{game} has no box called “{given}”.</source>
      <translation>{game} n'a pas de case nommée « {given} ».</translation>
    </message>
    <message>
      <source>{game} needs a column for every score.</source>
      <translation>{game} demande une colonne pour chaque inscription.</translation>
    </message>
    <message>
      <source>There is no column {given}; the columns go up to {last}.</source>
      <translation>Il n'y a pas de colonne {given} ; les colonnes vont jusqu'à {last}.</translation>
    </message>
    <message>
      <source>{game} has a single column.</source>
      <translation>{game} n'a qu'une colonne.</translation>
    </message>
    <message>
      <source>It is not the time to choose a prediction card.</source>
      <translation>Ce n'est pas le moment de choisir une carte de prédiction.</translation>
    </message>
    <message>
      <source>It is not the time to play dice.</source>
      <translation>Ce n'est pas le moment de jouer des dés.</translation>
    </message>
    <message>
      <source>It is not seat {seat}'s move.</source>
      <translation>Ce n'est pas à la place {seat} de jouer.</translation>
    </message>
    <message>
      <source>There is no card “{given}”.</source>
      <translation>Il n'y a pas de carte « {given} ».</translation>
    </message>
    <message>
      <source>Play exactly {count} dice.</source>
      <translation>Jouez exactement {count} dés.</translation>
    </message>
    <message>
      <source>The same die was chosen twice.</source>
      <translation>Le même dé a été choisi deux fois.</translation>
    </message>
    <message>
      <source>That die was already played.</source>
      <translation>Ce dé a déjà été joué.</translation>
    </message>
    <message>
      <source>The game is not over yet.</source>
      <translation>La partie n'est pas encore terminée.</translation>
    </message>
    <message>
      <source>There is no computer level “{given}”.</source>
      <translation>Il n'y a pas de niveau d'ordinateur « {given} ».</translation>
    </message>
    <message>
      <source>This player has no move to make now.</source>
      <translation>Ce joueur n'a aucun coup à jouer maintenant.</translation>
    </message>
    <message>
      <source>This seat has not chosen a card yet.</source>
      <translation>Cette place n'a pas encore choisi de carte.</translation>
    </message>
    <message>
      <source>Hints and computer players cannot play this game's rules.</source>
      <translation>Les conseils et les joueurs ordinateur ne savent pas jouer avec les règles de ce jeu.</translation>
    </message>
    <message>
      <source>The hint tables for {game} are missing, so hints and computer players are off.</source>
      <translation>Les tables de conseils de {game} manquent : conseils et joueurs ordinateur sont désactivés.</translation>
    </message>
    <message>
      <source>This game cannot be reviewed.</source>
      <translation>Cette partie ne peut pas être analysée.</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Open a Dicebox game</source>
      <translation>Ouvrir une partie Dicebox</translation>
    </message>
    <message>
      <source>{name} cannot be opened.

{exc}</source>
      <translation>{name} ne peut pas être ouvert.

{exc}</translation>
    </message>
    <message>
      <source>Added to your history as game {game_id}.</source>
      <translation>Ajoutée à votre historique comme partie {game_id}.</translation>
    </message>
    <message>
      <source>This game is not finished: it is shown, not added to your history.</source>
      <translation>Cette partie n'est pas terminée : elle est affichée, sans être ajoutée à votre historique.</translation>
    </message>
    <message>
      <source>The game could not be added to your history: {problem}</source>
      <translation>La partie n'a pas pu être ajoutée à votre historique : {problem}</translation>
    </message>
    <message>
      <source>Dicebox games (*.dicebox);;All files (*)</source>
      <translation>Parties Dicebox (*.dicebox);;Tous les fichiers (*)</translation>
    </message>
    <message>
      <source>Already in your history as game {game_id}.</source>
      <translation>Déjà dans votre historique comme partie {game_id}.</translation>
    </message>
    <message>
      <source>Games are not exported in the kiosk.</source>
      <translation>Les parties ne sont pas exportées en mode kiosque.</translation>
    </message>
    <message>
      <source>There is no game to export.</source>
      <translation>Il n'y a aucune partie à exporter.</translation>
    </message>
    <message>
      <source>A game with hidden dice can be exported once it is over: its seed would reveal every player's hidden dice.</source>
      <translation>Une partie à dés cachés ne peut être exportée qu'une fois terminée : sa graine révélerait les dés cachés de chaque joueur.</translation>
    </message>
    <message>
      <source>This game cannot be exported: {reason}</source>
      <translation>Cette partie ne peut pas être exportée : {reason}</translation>
    </message>
    <message>
      <source>This game cannot be replayed: {reason}</source>
      <translation>Cette partie ne peut pas être rejouée : {reason}</translation>
    </message>
    <message>
      <source>Records</source>
      <translation>Archives</translation>
    </message>
    <message>
      <source>Export the game</source>
      <translation>Exporter la partie</translation>
    </message>
    <message>
      <source>{path} could not be written: {value}</source>
      <translation>{path} n'a pas pu être écrit : {value}</translation>
    </message>
    <message>
      <source>Game saved as {path}.</source>
      <translation>Partie enregistrée sous {path}.</translation>
    </message>
    <message>
      <source>Only Dicebox game files (.dicebox) can be dropped here.</source>
      <translation>Seuls les fichiers de partie Dicebox (.dicebox) peuvent être déposés ici.</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>Score {category}{column} ({points})</source>
      <translation>Inscrire {category}{column} ({points})</translation>
    </message>
    <message>
      <source>Roll all {count} dice</source>
      <translation>Lancer les {count} dés</translation>
    </message>
    <message>
      <source>Keep {dice}, roll {count}</source>
      <translation>Garder {dice}, lancer {count}</translation>
    </message>
    <message>
      <source>Option</source>
      <translation>Option</translation>
    </message>
    <message>
      <source>Expected</source>
      <translation>Espérance</translation>
    </message>
    <message>
      <source>Expected final score with optimal play from here</source>
      <translation>Score final attendu en jouant au mieux à partir d'ici</translation>
    </message>
    <message>
      <source>Hints</source>
      <translation>Conseils</translation>
    </message>
    <message>
      <source>Chance to win: exact (last turn).</source>
      <translation>Chance de gagner : exacte (dernier tour).</translation>
    </message>
    <message>
      <source>Chance to win: estimated from each card's expected points and spread.</source>
      <translation>Chance de gagner : estimée d'après les points attendus de chaque feuille de score et leur dispersion.</translation>
    </message>
    <message>
      <source>{option}: expected {expected}, chance to win {win}</source>
      <translation>{option} : espérance {expected}, chance de gagner {win}</translation>
    </message>
    <message>
      <source>Best: {option}</source>
      <translation>Meilleur choix : {option}</translation>
    </message>
    <message>
      <source>chance to win {win}</source>
      <translation>chance de gagner {win}</translation>
    </message>
    <message>
      <source>Every option of this decision, best first; Enter plays the chosen one.</source>
      <translation>Chaque option de cette décision, la meilleure d'abord ; Entrée joue celle choisie.</translation>
    </message>
    <message>
      <source>Win</source>
      <translation>Victoire</translation>
    </message>
    <message>
      <source>Chance to finish first (a tie counts half) after this option, playing on as the Expert does</source>
      <translation>Chance de finir premier (une égalité compte pour moitié) après cette option, en jouant ensuite comme l'Expert</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>No hints for this game.</source>
      <translation>Pas de conseils pour ce jeu.</translation>
    </message>
    <message>
      <source>{player} is playing.</source>
      <translation>{player} joue.</translation>
    </message>
    <message>
      <source>Hints appear on your turn.</source>
      <translation>Les conseils apparaissent à votre tour.</translation>
    </message>
    <message>
      <source>Options for {player}, best first:</source>
      <translation>Options pour {player}, la meilleure d'abord :</translation>
    </message>
    <message>
      <source>Solving this game exactly (first time only, kept for next time)…</source>
      <translation>Résolution exacte de ce jeu (la première fois seulement, conservée pour la suite)…</translation>
    </message>
    <message>
      <source>Hints are unavailable: {reason}</source>
      <translation>Conseils indisponibles : {reason}</translation>
    </message>
    <message>
      <source>Exact: the average final score with perfect play from here.</source>
      <translation>Exact : le score final moyen en jouant parfaitement à partir d'ici.</translation>
    </message>
    <message>
      <source>Estimate: three-column Dicegame is too large to solve exactly; values combine exact single-column solutions with the multipliers.</source>
      <translation>Estimation : le Jeu de dés à trois colonnes est trop grand pour être résolu exactement ; les valeurs combinent les solutions exactes d'une colonne avec les multiplicateurs.</translation>
    </message>
    <message>
      <source>Double-click or press Enter to play this option.</source>
      <translation>Double-cliquez ou appuyez sur Entrée pour jouer cette option.</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Hold die {number}</source>
      <translation>Garder le dé {number}</translation>
    </message>
    <message>
      <source>Release die {number}</source>
      <translation>Libérer le dé {number}</translation>
    </message>
    <message>
      <source>Roll {roll}: {dice}</source>
      <translation>Lancer {roll} : {dice}</translation>
    </message>
    <message>
      <source>{category}: {points}</source>
      <translation>{category} : {points}</translation>
    </message>
    <message>
      <source>{category} ×{multiplier}: {points}</source>
      <translation>{category} ×{multiplier} : {points}</translation>
    </message>
    <message>
      <source>{player}: {move}</source>
      <translation>{player} : {move}</translation>
    </message>
    <message>
      <source>{player} moves</source>
      <translation>{player} joue</translation>
    </message>
    <message>
      <source>{player} chooses a prediction card</source>
      <translation>{player} choisit une carte de prédiction</translation>
    </message>
    <message>
      <source>{player} submits 3 dice: {shown}</source>
      <translation>{player} pose 3 dés : {shown}</translation>
    </message>
    <message>
      <source>{move} — game over</source>
      <translation>{move} — partie terminée</translation>
    </message>
    <message>
      <source>{move} — round {round} ends</source>
      <translation>{move} — fin de la manche {round}</translation>
    </message>
    <message>
      <source>{move} — turn {turn} ends</source>
      <translation>{move} — fin du tour {turn}</translation>
    </message>
    <message>
      <source> · assisted (undo was used)</source>
      <translation> · assistée (annulation utilisée)</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>Your game in progress could not be resumed: {why}.</source>
      <translation>Votre partie en cours n'a pas pu reprendre : {why}.</translation>
    </message>
    <message>
      <source>{head} It could not be set aside ({problem}); it stays in {path}.</source>
      <translation>{head} Elle n'a pas pu être mise de côté ({problem}) ; elle reste dans {path}.</translation>
    </message>
    <message>
      <source>{head} Nothing is lost: it is kept, set aside, as game {game_id} in {path}.</source>
      <translation>{head} Rien n'est perdu : elle est conservée, mise de côté, comme partie {game_id} dans {path}.</translation>
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
      <translation>Combien de joueurs ? Touchez ensuite un jeu pour commencer.</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Apprendre à jouer</translation>
    </message>
    <message>
      <source>New here? Turn this on, then tap a game to learn it with a short guided game.</source>
      <translation>Nouveau ? Activez ceci, puis touchez un jeu pour l'apprendre dans une courte partie guidée.</translation>
    </message>
    <message>
      <source>Tap a game to learn it: a short guided game shows you how.</source>
      <translation>Touchez un jeu pour l'apprendre : une courte partie guidée vous montre comment faire.</translation>
    </message>
    <message>
      <source>{games}: not for {count} players</source>
      <translation>{games} : pas pour {count} joueurs</translation>
    </message>
    <message>
      <source>you play</source>
      <translation>vous jouez</translation>
    </message>
    <message>
      <source>you all play</source>
      <translation>vous jouez tous</translation>
    </message>
    <message>
      <source>{join}: {who} against the computer</source>
      <translation>{join} : {who} contre l'ordinateur</translation>
    </message>
    <message>
      <source>Still playing?</source>
      <translation>Vous jouez encore ?</translation>
    </message>
    <message>
      <source>Touch anywhere to keep playing. Otherwise the table returns to the start screen.</source>
      <translation>Touchez n'importe où pour continuer. Sinon, la table revient à l'écran d'accueil.</translation>
    </message>
    <message>
      <source>Keep playing</source>
      <translation>Continuer à jouer</translation>
    </message>
    <message>
      <source>You left the lesson. The game goes on; the start screen's Learn to play starts a lesson again.</source>
      <translation>Vous avez quitté la leçon. La partie continue ; « Apprendre à jouer » sur l'écran d'accueil relance une leçon.</translation>
    </message>
  </context>
  <context>
    <name>KioskBoard</name>
    <message>
      <source>Today's best</source>
      <translation>Les meilleurs du jour</translation>
    </message>
    <message>
      <source>{ordinal} best {name} score today!</source>
      <translation>{ordinal} meilleur score de {name} aujourd'hui !</translation>
    </message>
    <message>
      <source>{who} scored {format_points}. Your initials for the board (three letters):</source>
      <translation>{who} a marqué {format_points}. Vos initiales pour le tableau (trois lettres) :</translation>
    </message>
    <message>
      <source>Initials, three letters</source>
      <translation>Initiales, trois lettres</translation>
    </message>
    <message>
      <source>Delete a letter</source>
      <translation>Effacer une lettre</translation>
    </message>
    <message>
      <source>Skip</source>
      <translation>Passer</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Enregistrer</translation>
    </message>
    <message>
      <source>{name} · today</source>
      <translation>{name} · aujourd'hui</translation>
    </message>
    <message>
      <source>No scores yet today</source>
      <translation>Aucun score aujourd’hui</translation>
    </message>
    <message>
      <source>{name}, today's best: {value}</source>
      <translation>{name}, meilleurs du jour : {value}</translation>
    </message>
    <message>
      <source>{name}: no scores yet today</source>
      <translation>{name} : aucun score aujourd’hui</translation>
    </message>
    <message>
      <source>Staff</source>
      <translation>Personnel</translation>
    </message>
    <message>
      <source>Staff: what would you like to do?</source>
      <translation>Personnel : que souhaitez-vous faire ?</translation>
    </message>
    <message>
      <source>Clear Today's Board</source>
      <translation>Effacer le tableau du jour</translation>
    </message>
    <message>
      <source>Exit the Kiosk</source>
      <translation>Quitter le kiosque</translation>
    </message>
    <message>
      <source>Back to the Table</source>
      <translation>Retour à la table</translation>
    </message>
  </context>
  <context>
    <name>KioskConfig</name>
    <message numerus="yes">
      <source> (and %n more problems in the kiosk log)</source>
      <translation>
        <numerusform> (et %n autre problème dans le journal du kiosque)</numerusform>
        <numerusform> (et %n autres problèmes dans le journal du kiosque)</numerusform>
      </translation>
    </message>
    <message>
      <source>Staff: kiosk.ini could not be fully understood, so the kiosk runs locked with safe settings. {problem}{more}.</source>
      <translation>Personnel : kiosk.ini n'a pas pu être entièrement compris, le kiosque tourne donc verrouillé avec des réglages sûrs. {problem}{more}.</translation>
    </message>
    <message>
      <source>Staff: no staff PIN is set (pin_hash in kiosk.ini), so the PIN exit is off.</source>
      <translation>Personnel : aucun code du personnel n'est défini (pin_hash dans kiosk.ini), la sortie par code est donc désactivée.</translation>
    </message>
  </context>
  <context>
    <name>KioskKeypad</name>
    <message>
      <source>Staff exit</source>
      <translation>Sortie du personnel</translation>
    </message>
    <message>
      <source>Enter the staff PIN to leave kiosk mode.</source>
      <translation>Saisissez le code du personnel pour quitter le mode kiosque.</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Staff PIN</source>
      <translation>Code du personnel</translation>
    </message>
    <message>
      <source>The pin_hash line for kiosk.ini</source>
      <translation>La ligne pin_hash pour kiosk.ini</translation>
    </message>
    <message>
      <source>Copy the Line</source>
      <translation>Copier la ligne</translation>
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
      <translation>Aucun code du personnel n'a pu être lu sur ce kiosque : la sortie par code est désactivée. Un administrateur quitte le mode kiosque en corrigeant kiosk.ini, ou en arrêtant Dicebox depuis son propre compte.</translation>
    </message>
    <message>
      <source>the two PINs differ; nothing changed, try again</source>
      <translation>les deux codes diffèrent ; rien n'a changé, réessayez</translation>
    </message>
    <message>
      <source>a PIN is {pin_min_digits} to {pin_max_digits} digits (the kiosk keypad has only digits; fewer digits would fall to a search of the stored hash)</source>
      <translation>un code compte {pin_min_digits} à {pin_max_digits} chiffres (le clavier du kiosque n'a que des chiffres ; moins de chiffres se laisseraient retrouver à partir de l'empreinte enregistrée)</translation>
    </message>
    <message>
      <source>Staff: the staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds and a {salt}-byte salt; new ones have {current} rounds and {current_salt} bytes). Type the PIN once: the kiosk then shows a stronger pin_hash line to put in kiosk.ini.</source>
      <translation>Personnel : l'empreinte du code du personnel dans kiosk.ini est plus faible que les nouvelles ({rounds} tours et un sel de {salt} octets ; les nouvelles ont {current} tours et {current_salt} octets). Saisissez le code une fois : le kiosque affiche alors une ligne pin_hash plus forte à mettre dans kiosk.ini.</translation>
    </message>
    <message>
      <source>Too many wrong PINs. Try again in {int} s.</source>
      <translation>Trop de codes erronés. Réessayez dans {int} s.</translation>
    </message>
    <message>
      <source>Type the staff PIN, then OK.</source>
      <translation>Saisissez le code du personnel, puis OK.</translation>
    </message>
    <message>
      <source>PIN accepted.</source>
      <translation>Code accepté.</translation>
    </message>
    <message numerus="yes">
      <source>Wrong PIN. %n more tries before a lock-out.</source>
      <translation>
        <numerusform>Code erroné. Encore %n essai avant le blocage.</numerusform>
        <numerusform>Code erroné. Encore %n essais avant le blocage.</numerusform>
      </translation>
    </message>
    <message>
      <source>The staff PIN has {count} characters, but a PIN is {pin_min_digits} to {pin_max_digits} digits: a shorter one falls to a search of its stored hash. Choose a new PIN with dicebox --set-kiosk-pin and put its pin_hash line in kiosk.ini.</source>
      <translation>Le code du personnel a {count} caractères, mais un code a de {pin_min_digits} à {pin_max_digits} chiffres : un code plus court ne résiste pas à une recherche sur son empreinte enregistrée. Choisissez un nouveau code avec dicebox --set-kiosk-pin et mettez sa ligne pin_hash dans kiosk.ini.</translation>
    </message>
    <message>
      <source>The staff PIN's hash in kiosk.ini is weaker than new ones ({rounds} rounds; new ones have {current}). The PIN stays the same: to keep it at today's strength, replace the pin_hash line in kiosk.ini with this one.</source>
      <translation>L'empreinte du code du personnel dans kiosk.ini est plus faible que les nouvelles ({rounds} tours ; les nouvelles en ont {current}). Le code reste le même : pour le conserver à la force actuelle, remplacez la ligne pin_hash de kiosk.ini par celle-ci.</translation>
    </message>
    <message>
      <source>Wrong PIN. Too many tries: locked for {int} s.</source>
      <translation>Code erroné. Trop d'essais : bloqué pendant {int} s.</translation>
    </message>
  </context>
  <context>
    <name>KioskSetup</name>
    <message>
      <source>Kiosk staff PIN</source>
      <translation>Code du personnel du kiosque</translation>
    </message>
    <message>
      <source>Make the pin_hash line</source>
      <translation>Créer la ligne pin_hash</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <source>Add the line to the [kiosk] section of {where_to_edit} (editing it needs administrator rights).</source>
      <translation>Ajoutez la ligne à la section [kiosk] de {where_to_edit} (la modifier demande des droits d'administrateur).</translation>
    </message>
    <message>
      <source>New staff PIN:</source>
      <translation>Nouveau code du personnel :</translation>
    </message>
    <message>
      <source>Repeat it:</source>
      <translation>Répétez-le :</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
  </context>
  <context>
    <name>Lesson</name>
    <message>
      <source>Leave lesson (Esc)</source>
      <translation>Quitter la leçon (Échap)</translation>
    </message>
    <message>
      <source>Next ▸</source>
      <translation>Suivant ▸</translation>
    </message>
    <message>
      <source>New to {game}?</source>
      <translation>Vous découvrez {game} ?</translation>
    </message>
    <message>
      <source>A two-minute guided game shows you how it is played, step by step. You can leave it at any step; Help ▸ Learn to Play has it whenever you want.</source>
      <translation>Une partie guidée de deux minutes vous montre pas à pas comment on y joue. Vous pouvez la quitter à tout moment ; Aide ▸ Apprendre à jouer la propose quand vous voulez.</translation>
    </message>
    <message>
      <source>Keys: {keys} starts it, Esc says not now.</source>
      <translation>Touches : {keys} la lance, Échap répond « Pas maintenant ».</translation>
    </message>
    <message>
      <source>Not now</source>
      <translation>Pas maintenant</translation>
    </message>
    <message>
      <source>Learn to Play</source>
      <translation>Apprendre à jouer</translation>
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
      <translation>Vous avez quitté la leçon. La partie continue normalement ; Aide ▸ Apprendre à jouer relance la leçon.</translation>
    </message>
    <message>
      <source>The lesson is waiting for you to read its note: press Next (or Esc to leave the lesson).</source>
      <translation>La leçon attend que vous lisiez sa note : appuyez sur Suivant (ou Échap pour quitter la leçon).</translation>
    </message>
    <message>
      <source>Not that one yet. {step}</source>
      <translation>Pas encore. {step}</translation>
    </message>
    <message>
      <source>Lesson complete! The game goes on: it is yours to finish.</source>
      <translation>Leçon terminée ! La partie continue : à vous de la finir.</translation>
    </message>
    <message>
      <source>Learn to Play · step {step} of {steps}</source>
      <translation>Apprendre à jouer · étape {step} sur {steps}</translation>
    </message>
    <message>
      <source>Watch the other players move…</source>
      <translation>Regardez les autres joueurs jouer…</translation>
    </message>
    <message>
      <source>This lesson cannot be played: {reason}.</source>
      <translation>Cette leçon ne peut pas être jouée : {reason}.</translation>
    </message>
    <message>
      <source>This {game} game was a lesson, left before its end: it goes on as a normal game, marked assisted (it cannot reach the high scores). Help ▸ Learn to Play starts the lesson again.</source>
      <translation>Cette partie de {game} était une leçon, quittée avant sa fin : elle continue comme une partie normale, marquée assistée (elle ne peut pas entrer dans les meilleurs scores). Aide ▸ Apprendre à jouer relance la leçon.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partie</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Ai&amp;de</translation>
    </message>
    <message>
      <source>New player</source>
      <translation>Nouveau joueur</translation>
    </message>
    <message>
      <source>The seed decides every die. Click to copy it, to replay or share this game.</source>
      <translation>La graine décide de chaque dé. Cliquez pour la copier, afin de rejouer ou partager cette partie.</translation>
    </message>
    <message>
      <source>{game} — Dicebox</source>
      <translation>{game} — Dicebox</translation>
    </message>
    <message>
      <source>Seed {seed} · Copy</source>
      <translation>Graine {seed} · Copier</translation>
    </message>
    <message>
      <source>Seed –</source>
      <translation>Graine –</translation>
    </message>
    <message>
      <source>Those players could not be seated: {reason} The default players play instead.</source>
      <translation>Ces joueurs n'ont pas pu s'installer : {reason} Les joueurs par défaut jouent à leur place.</translation>
    </message>
    <message>
      <source>A game with hidden dice can be restarted once it is over: the same dice would come again, and some of them have been seen.</source>
      <translation>Une partie à dés cachés ne peut être recommencée qu'une fois terminée : les mêmes dés reviendraient, et certains ont déjà été vus.</translation>
    </message>
    <message>
      <source>Restarted{seed}: the same dice come again.</source>
      <translation>Recommencée{seed} : les mêmes dés reviennent.</translation>
    </message>
    <message>
      <source>Seed {seed} copied. Game ▸ New Game ▸ This number replays it.</source>
      <translation>Graine {seed} copiée. Partie ▸ Nouvelle partie ▸ Ce nombre la rejoue.</translation>
    </message>
    <message>
      <source>Game over. Tap New player for the next game.</source>
      <translation>Partie terminée. Touchez « Nouveau joueur » pour la partie suivante.</translation>
    </message>
    <message>
      <source>Game over. Game ▸ Restart This Seed plays it again; Ctrl+N starts a new game.</source>
      <translation>Partie terminée. Partie ▸ Recommencer cette graine la rejoue ; Ctrl+N commence une nouvelle partie.</translation>
    </message>
    <message>
      <source>This table stays open for the next player. Staff can exit with the admin PIN.</source>
      <translation>Cette table reste ouverte pour le joueur suivant. Le personnel peut quitter avec le code administrateur.</translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <source>&amp;Slow</source>
      <translation>&amp;Lent</translation>
    </message>
    <message>
      <source>&amp;Normal</source>
      <translation>&amp;Normal</translation>
    </message>
    <message>
      <source>&amp;Fast</source>
      <translation>&amp;Rapide</translation>
    </message>
    <message>
      <source>&amp;New Game…</source>
      <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
      <source>&amp;Restart This Seed</source>
      <translation>&amp;Recommencer cette graine</translation>
    </message>
    <message>
      <source>Play this seed again from the start</source>
      <translation>Rejouer cette graine depuis le début</translation>
    </message>
    <message>
      <source>&amp;Copy Seed</source>
      <translation>&amp;Copier la graine</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>&amp;Open Game File…</source>
      <translation>&amp;Ouvrir un fichier de partie…</translation>
    </message>
    <message>
      <source>Watch a saved .dicebox game again</source>
      <translation>Revoir une partie .dicebox enregistrée</translation>
    </message>
    <message>
      <source>&amp;Export This Game…</source>
      <translation>&amp;Exporter cette partie…</translation>
    </message>
    <message>
      <source>Save the game on the table as a .dicebox file to keep or share</source>
      <translation>Enregistrer la partie en cours dans un fichier .dicebox à garder ou partager</translation>
    </message>
    <message>
      <source>Re&amp;cords…</source>
      <translation>&amp;Archives…</translation>
    </message>
    <message>
      <source>Reduce &amp;Motion</source>
      <translation>Réduire les a&amp;nimations</translation>
    </message>
    <message>
      <source>Turn off the dice roll animation</source>
      <translation>Désactiver l'animation des lancers</translation>
    </message>
    <message>
      <source>Speed Up &amp;Computer</source>
      <translation>Accélérer l'&amp;ordinateur</translation>
    </message>
    <message>
      <source>Let computer players move almost at once</source>
      <translation>Laisser les joueurs ordinateur jouer presque aussitôt</translation>
    </message>
    <message>
      <source>&amp;History</source>
      <translation>&amp;Historique</translation>
    </message>
    <message>
      <source>&amp;Hints</source>
      <translation>Co&amp;nseils</translation>
    </message>
    <message>
      <source>Show every option with its expected final score (marks the game assisted)</source>
      <translation>Montrer chaque option avec son score final attendu (marque la partie comme assistée)</translation>
    </message>
    <message>
      <source>&amp;Sound</source>
      <translation>&amp;Son</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent} %</translation>
    </message>
    <message>
      <source>Sound &amp;On</source>
      <translation>&amp;Son activé</translation>
    </message>
    <message>
      <source>Play sounds for rolls, scores, bonuses and the game's end</source>
      <translation>Jouer des sons pour les lancers, les scores, les bonus et la fin de la partie</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Règles</translation>
    </message>
    <message>
      <source>&amp;Keyboard Shortcuts</source>
      <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
      <source>&amp;Learn to Play</source>
      <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
      <source>&amp;This Game</source>
      <translation>&amp;Ce jeu</translation>
    </message>
    <message>
      <source>A short guided game that shows how the game on the table is played</source>
      <translation>Une courte partie guidée qui montre comment se joue le jeu en cours</translation>
    </message>
    <message>
      <source>&amp;About Dicebox</source>
      <translation>À &amp;propos de Dicebox</translation>
    </message>
    <message>
      <source>Computer &amp;Pace</source>
      <translation>R&amp;ythme de l'ordinateur</translation>
    </message>
    <message>
      <source>&amp;Theme</source>
      <translation>&amp;Thème</translation>
    </message>
    <message>
      <source>&amp;System Theme</source>
      <translation>Thème du &amp;système</translation>
    </message>
    <message>
      <source>&amp;Light</source>
      <translation>&amp;Clair</translation>
    </message>
    <message>
      <source>&amp;Dark</source>
      <translation>&amp;Sombre</translation>
    </message>
    <message>
      <source>&amp;High Contrast</source>
      <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
      <source>Zoom &amp;In</source>
      <translation>&amp;Agrandir</translation>
    </message>
    <message>
      <source>Zoom &amp;Out</source>
      <translation>&amp;Réduire</translation>
    </message>
    <message>
      <source>&amp;Actual Size ({percent}%)</source>
      <translation>Taille ré&amp;elle ({percent} %)</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Langue</translation>
    </message>
    <message>
      <source>&amp;System Language</source>
      <translation>Langue du &amp;système</translation>
    </message>
    <message>
      <source>Zoom {percent}%</source>
      <translation>Zoom {percent} %</translation>
    </message>
    <message>
      <source>&amp;Undo {step}</source>
      <translation>&amp;Annuler : {step}</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Annuler</translation>
    </message>
    <message>
      <source>&amp;Redo {step}</source>
      <translation>&amp;Rétablir : {step}</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Rétablir</translation>
    </message>
    <message>
      <source>History, high scores and statistics of finished games</source>
      <translation>Historique, meilleurs scores et statistiques des parties terminées</translation>
    </message>
    <message>
      <source>No records are kept in this window</source>
      <translation>Cette fenêtre ne garde aucune archive</translation>
    </message>
    <message>
      <source>About Dicebox</source>
      <translation>À propos de Dicebox</translation>
    </message>
  </context>
  <context>
    <name>Names</name>
    <message>
      <source>Dice Dash</source>
      <translation>Course aux dés</translation>
    </message>
    <message>
      <source>Dicegame</source>
      <translation>Jeu de dés</translation>
    </message>
    <message>
      <source>Match!</source>
      <translation>Match !</translation>
    </message>
    <message>
      <source>Classic Dice</source>
      <translation>Dés classiques</translation>
    </message>
    <message>
      <source>Nordic Dice</source>
      <translation>Dés nordiques</translation>
    </message>
    <message>
      <source>Triple Dice</source>
      <translation>Triple Dice</translation>
    </message>
    <message>
      <source>Ones</source>
      <translation>As</translation>
    </message>
    <message>
      <source>Twos</source>
      <translation>Deux</translation>
    </message>
    <message>
      <source>Threes</source>
      <translation>Trois</translation>
    </message>
    <message>
      <source>Fours</source>
      <translation>Quatre</translation>
    </message>
    <message>
      <source>Fives</source>
      <translation>Cinq</translation>
    </message>
    <message>
      <source>Sixes</source>
      <translation>Six</translation>
    </message>
    <message>
      <source>Three of a Kind</source>
      <translation>Brelan</translation>
    </message>
    <message>
      <source>Four of a Kind</source>
      <translation>Carré</translation>
    </message>
    <message>
      <source>Full House</source>
      <translation>Full</translation>
    </message>
    <message>
      <source>Straight</source>
      <translation>Suite</translation>
    </message>
    <message>
      <source>Small Straight</source>
      <translation>Petite suite</translation>
    </message>
    <message>
      <source>Large Straight</source>
      <translation>Grande suite</translation>
    </message>
    <message>
      <source>Five of a Kind</source>
      <translation>Yam's</translation>
    </message>
    <message>
      <source>Chance</source>
      <translation>Chance</translation>
    </message>
    <message>
      <source>Three Match</source>
      <translation>Triple</translation>
    </message>
    <message>
      <source>Four Match</source>
      <translation>Quadruple</translation>
    </message>
    <message>
      <source>Triple and Pair</source>
      <translation>Triple et paire</translation>
    </message>
    <message>
      <source>One Pair</source>
      <translation>Une paire</translation>
    </message>
    <message>
      <source>Two Pairs</source>
      <translation>Deux paires</translation>
    </message>
    <message>
      <source>Run of Four</source>
      <translation>Suite de quatre</translation>
    </message>
    <message>
      <source>Run of Five</source>
      <translation>Suite de cinq</translation>
    </message>
    <message>
      <source>Anything</source>
      <translation>Libre</translation>
    </message>
    <message>
      <source>All Match</source>
      <translation>Tout pareil</translation>
    </message>
    <message>
      <source>All Match!</source>
      <translation>Tout pareil !</translation>
    </message>
    <message>
      <source>Number Bonus</source>
      <translation>Bonus des nombres</translation>
    </message>
    <message>
      <source>Perfect Round</source>
      <translation>Tour parfait</translation>
    </message>
    <message>
      <source>Bonus</source>
      <translation>Bonus</translation>
    </message>
    <message>
      <source>Five of a Kind Bonus</source>
      <translation>Bonus de Yam's</translation>
    </message>
    <message>
      <source>sum of the dice showing {face}</source>
      <translation>somme des dés montrant {face}</translation>
    </message>
    <message>
      <source>sum of all dice if at least {count} are equal</source>
      <translation>somme de tous les dés si au moins {count} sont identiques</translation>
    </message>
    <message>
      <source>{points} for three of one face and two of another</source>
      <translation>{points} pour trois dés d'une valeur et deux d'une autre</translation>
    </message>
    <message>
      <source>{points} for {length} consecutive faces</source>
      <translation>{points} pour {length} valeurs consécutives</translation>
    </message>
    <message>
      <source>{points} when all the dice are equal</source>
      <translation>{points} quand tous les dés sont identiques</translation>
    </message>
    <message>
      <source>sum of all dice</source>
      <translation>somme de tous les dés</translation>
    </message>
    <message>
      <source>sum of two pairs of different faces</source>
      <translation>somme de deux paires de valeurs différentes</translation>
    </message>
    <message>
      <source>+{points} when {categories} reach {threshold}</source>
      <translation>+{points} quand {categories} atteignent {threshold}</translation>
    </message>
    <message>
      <source>+{points} for every category scored on the first roll of its turn</source>
      <translation>+{points} pour chaque case inscrite au premier lancer de son tour</translation>
    </message>
    <message>
      <source>sum of the {count} equal dice only</source>
      <translation>somme des {count} dés égaux seulement</translation>
    </message>
    <message>
      <source>{points} for exactly {faces}</source>
      <translation>{points} pour exactement {faces}</translation>
    </message>
    <message>
      <source>sum of all dice for three of one face and two of another</source>
      <translation>somme de tous les dés pour trois d'une face et deux d'une autre</translation>
    </message>
    <message>
      <source>+{points} for every further {box} while {box} holds points</source>
      <translation>+{points} pour chaque {box} suivant tant que {box} contient des points</translation>
    </message>
    <message>
      <source>Zero</source>
      <translation>Zéro</translation>
    </message>
    <message>
      <source>Minimum</source>
      <translation>Minimum</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Plus</translation>
    </message>
    <message>
      <source>Maximum</source>
      <translation>Maximum</translation>
    </message>
    <message>
      <source>exactly 0 points</source>
      <translation>exactement 0 point</translation>
    </message>
    <message>
      <source>more than 0, under 7</source>
      <translation>plus de 0, moins de 7</translation>
    </message>
    <message>
      <source>7 up to, not including, 11</source>
      <translation>de 7 à moins de 11</translation>
    </message>
    <message>
      <source>11 or more</source>
      <translation>11 ou plus</translation>
    </message>
    <message>
      <source>single</source>
      <translation>simple</translation>
    </message>
    <message>
      <source>double</source>
      <translation>paire</translation>
    </message>
    <message>
      <source>straight</source>
      <translation>suite</translation>
    </message>
    <message>
      <source>triple</source>
      <translation>triple</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Joueur {number}</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordinateur</translation>
    </message>
    <message>
      <source>Computer {number}</source>
      <translation>Ordinateur {number}</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>Solo. 8 categories, Number Bonus and Perfect Rounds. Best possible: 270.</source>
      <translation>En solo. 8 cases, bonus des nombres et tours parfaits. Meilleur possible : 270.</translation>
    </message>
    <message>
      <source>Three columns counting ×1, ×2 and ×3. Two players by default.</source>
      <translation>Trois colonnes comptant ×1, ×2 et ×3. Deux joueurs par défaut.</translation>
    </message>
    <message>
      <source>14 categories; All match! can be scored again and again.</source>
      <translation>14 cases ; « Tout pareil ! » peut être inscrit encore et encore.</translation>
    </message>
    <message>
      <source>The Scandinavian rules: 15 boxes, pairs and kinds that count only their dice, Bonus 50 at 63.</source>
      <translation>Les règles scandinaves : 15 cases, paires, brelans et carrés ne comptent que leurs dés, bonus 50 dès 63.</translation>
    </message>
    <message>
      <source>The American rules: 13 boxes, Bonus 35 at 63, 100 for every further five of a kind, and the joker.</source>
      <translation>Les règles américaines : 13 cases, bonus 35 dès 63, 100 pour chaque Yam's suivant, et le joker.</translation>
    </message>
    <message>
      <source>2-4 players, hidden dice and secret predictions. Against computers, or pass-and-play.</source>
      <translation>2 à 4 joueurs, dés cachés et prédictions secrètes. Contre l'ordinateur, ou à tour de rôle.</translation>
    </message>
    <message>
      <source>New Game</source>
      <translation>Nouvelle partie</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <source>Game:</source>
      <translation>Jeu :</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <source>Number of players</source>
      <translation>Nombre de joueurs</translation>
    </message>
    <message>
      <source>How many:</source>
      <translation>Combien :</translation>
    </message>
    <message>
      <source>Player {value}</source>
      <translation>Joueur {value}</translation>
    </message>
    <message>
      <source>Name of player {value}</source>
      <translation>Nom du joueur {value}</translation>
    </message>
    <message>
      <source>Player {value} plays as</source>
      <translation>Le joueur {value} joue en tant que</translation>
    </message>
    <message>
      <source>Player {value}:</source>
      <translation>Joueur {value} :</translation>
    </message>
    <message>
      <source>Seed (the same seed deals the same dice)</source>
      <translation>Graine (la même graine donne les mêmes dés)</translation>
    </message>
    <message>
      <source>Today's daily seed: {daily_seed}</source>
      <translation>Graine du jour : {daily_seed}</translation>
    </message>
    <message>
      <source>This number:</source>
      <translation>Ce nombre :</translation>
    </message>
    <message>
      <source>A recent seed:</source>
      <translation>Une graine récente :</translation>
    </message>
    <message>
      <source>Random: {random_value}</source>
      <translation>Au hasard : {random_value}</translation>
    </message>
    <message>
      <source>Draw another</source>
      <translation>En tirer une autre</translation>
    </message>
    <message>
      <source>Greedy: takes what pays now. It scores a finished combination at once, else keeps all dice of its most common face and, with no rolls left, takes the box that pays most.</source>
      <translation>Glouton : prend ce qui rapporte tout de suite. Il inscrit aussitôt une combinaison faite, sinon garde tous les dés de sa face la plus fréquente et, sans lancer restant, prend la case qui rapporte le plus.</translation>
    </message>
    <message>
      <source>Plays by the solver's expected points, with small misjudgements in close calls.</source>
      <translation>Joue selon les points attendus du solveur, avec de petites erreurs d'appréciation quand c'est serré.</translation>
    </message>
    <message>
      <source>Alone, plays for the most points. With other players, plays to finish first: weighs each card's expected points and spread, takes risks when behind and sure points when ahead.</source>
      <translation>Seul, il joue pour le plus de points. Contre d'autres, il joue pour finir premier : il pèse les points attendus de chaque feuille de score et leur dispersion, prend des risques quand il est mené et des points sûrs quand il mène.</translation>
    </message>
    <message>
      <source>Plays a random legal move.</source>
      <translation>Joue un coup permis au hasard.</translation>
    </message>
    <message>
      <source>Plays each round for its own points.</source>
      <translation>Joue chaque manche pour ses propres points.</translation>
    </message>
    <message>
      <source>Plays to win the game: guesses the others' cards, plays safe when far ahead and takes long shots when behind.</source>
      <translation>Joue pour gagner la partie : devine les cartes des autres, joue la sécurité quand il mène largement et tente des coups risqués quand il est mené.</translation>
    </message>
    <message>
      <source>0 to 9223372036854775807</source>
      <translation>0 à 9223372036854775807</translation>
    </message>
    <message>
      <source>Seed number</source>
      <translation>Numéro de graine</translation>
    </message>
    <message>
      <source>Recent seeds</source>
      <translation>Graines récentes</translation>
    </message>
    <message>
      <source>(none yet)</source>
      <translation>(aucune pour l'instant)</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Commencer</translation>
    </message>
    <message>
      <source>The game to play</source>
      <translation>Le jeu à jouer</translation>
    </message>
    <message>
      <source>How many play, people and computers together</source>
      <translation>Combien jouent, personnes et ordinateurs ensemble</translation>
    </message>
    <message>
      <source>A seed drawn at random: new dice</source>
      <translation>Une graine tirée au hasard : de nouveaux dés</translation>
    </message>
    <message>
      <source>Draw another random seed</source>
      <translation>Tirer une autre graine au hasard</translation>
    </message>
    <message>
      <source>Today's seed, the same for everyone: compare scores</source>
      <translation>La graine du jour, la même pour tous : comparez vos scores</translation>
    </message>
    <message>
      <source>A seed you type: replay or share a game</source>
      <translation>Une graine saisie : rejouer ou partager une partie</translation>
    </message>
    <message>
      <source>The seed to play, a whole number</source>
      <translation>La graine à jouer, un nombre entier</translation>
    </message>
    <message>
      <source>A seed played recently</source>
      <translation>Une graine jouée récemment</translation>
    </message>
    <message>
      <source>The seeds played recently</source>
      <translation>Les graines jouées récemment</translation>
    </message>
    <message>
      <source>Start the game with these players and seed</source>
      <translation>Commencer la partie avec ces joueurs et cette graine</translation>
    </message>
    <message>
      <source>Close without starting a game</source>
      <translation>Fermer sans commencer de partie</translation>
    </message>
    <message>
      <source>Random (kept secret until the game is over)</source>
      <translation>Au hasard (gardé secret jusqu'à la fin de la partie)</translation>
    </message>
    <message>
      <source>{count} categories.</source>
      <translation>{count} cases.</translation>
    </message>
    <message>
      <source>Person</source>
      <translation>Personne</translation>
    </message>
    <message>
      <source>Computer – {level}</source>
      <translation>Ordinateur – {level}</translation>
    </message>
    <message>
      <source>A person plays this seat at this computer</source>
      <translation>Une personne joue cette place sur cet ordinateur</translation>
    </message>
    <message>
      <source>{level} {number}</source>
      <translation>{level} {number}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Vous</translation>
    </message>
    <message>
      <source>{level}: {description}</source>
      <translation>{level} : {description}</translation>
    </message>
    <message>
      <source>Type a seed number, or choose another option.</source>
      <translation>Saisissez un numéro de graine, ou choisissez une autre option.</translation>
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
      <translation>Dicebox est déjà ouvert</translation>
    </message>
    <message>
      <source>You can watch that game here (read-only, as it goes on), or play a new game in a separate slot, kept in the same records.</source>
      <translation>Vous pouvez suivre cette partie ici (en lecture seule, à mesure qu'elle avance), ou jouer une nouvelle partie dans un emplacement séparé, gardée dans les mêmes archives.</translation>
    </message>
    <message>
      <source>That window has no game in progress to watch. You can play a new game in a separate slot, kept in the same records.</source>
      <translation>Cette fenêtre n'a pas de partie en cours à suivre. Vous pouvez jouer une nouvelle partie dans un emplacement séparé, gardée dans les mêmes archives.</translation>
    </message>
    <message>
      <source>&amp;Watch It (Read-Only)</source>
      <translation>&amp;Suivre (lecture seule)</translation>
    </message>
    <message>
      <source>&amp;New Game in a Separate Slot</source>
      <translation>&amp;Nouvelle partie dans un emplacement séparé</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window. Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Votre partie est ouverte dans une autre fenêtre Dicebox. La jouer ici aussi la couperait en deux : cette fenêtre ne la reprend donc pas.</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window (process {pid} on {host}). Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Votre partie est ouverte dans une autre fenêtre Dicebox (processus {pid} sur {host}). La jouer ici aussi la couperait en deux : cette fenêtre ne la reprend donc pas.</translation>
    </message>
    <message>
      <source>Your game is open in another Dicebox window (process {pid}). Playing it here as well would split it in two, so this window does not take it over.</source>
      <translation>Votre partie est ouverte dans une autre fenêtre Dicebox (processus {pid}). La jouer ici aussi la couperait en deux : cette fenêtre ne la reprend donc pas.</translation>
    </message>
  </context>
  <context>
    <name>Records</name>
    <message>
      <source>the disk is full</source>
      <translation>le disque est plein</translation>
    </message>
    <message>
      <source>the data folder is read-only</source>
      <translation>le dossier de données est en lecture seule</translation>
    </message>
    <message>
      <source>the database file {name} is read-only</source>
      <translation>le fichier de base de données {name} est en lecture seule</translation>
    </message>
    <message>
      <source>the database is locked by another program</source>
      <translation>la base de données est verrouillée par un autre programme</translation>
    </message>
    <message>
      <source>the database file cannot be opened or created</source>
      <translation>le fichier de la base de données ne peut être ni ouvert ni créé</translation>
    </message>
    <message>
      <source>the file is not a database</source>
      <translation>le fichier n'est pas une base de données</translation>
    </message>
    <message>
      <source>the database file is damaged</source>
      <translation>le fichier de la base de données est endommagé</translation>
    </message>
    <message>
      <source>the database could not be switched to WAL mode (it is in {mode})</source>
      <translation>la base de données n'a pas pu passer en mode WAL (elle est en mode {mode})</translation>
    </message>
    <message>
      <source>the integrity check found: {first}</source>
      <translation>la vérification d'intégrité a trouvé : {first}</translation>
    </message>
    <message>
      <source>the integrity check found: {first} (and {more} more)</source>
      <translation>la vérification d'intégrité a trouvé : {first} (et {more} autres)</translation>
    </message>
    <message>
      <source>the file is shorter than its own header says ({size} of {pages} bytes): it was cut short</source>
      <translation>le fichier est plus court que ne l'indique son propre en-tête ({size} octets sur {pages}) : il a été tronqué</translation>
    </message>
    <message>
      <source>no free name for {name}</source>
      <translation>aucun nom libre pour {name}</translation>
    </message>
    <message>
      <source>{detail}</source>
      <translation>{detail}</translation>
    </message>
    <message>
      <source>Permission denied</source>
      <translation>Permission refusée</translation>
    </message>
    <message>
      <source>No space left on device</source>
      <translation>Plus de place sur le périphérique</translation>
    </message>
    <message>
      <source>Read-only file system</source>
      <translation>Système de fichiers en lecture seule</translation>
    </message>
    <message>
      <source>No such file or directory</source>
      <translation>Fichier ou dossier introuvable</translation>
    </message>
    <message>
      <source>File exists</source>
      <translation>Le fichier existe déjà</translation>
    </message>
    <message>
      <source>Not a directory</source>
      <translation>N'est pas un dossier</translation>
    </message>
    <message>
      <source>Is a directory</source>
      <translation>Est un dossier</translation>
    </message>
    <message>
      <source>Input/output error</source>
      <translation>Erreur d'entrée/sortie</translation>
    </message>
    <message>
      <source>Device or resource busy</source>
      <translation>Périphérique ou ressource occupé</translation>
    </message>
    <message>
      <source>File name too long</source>
      <translation>Nom de fichier trop long</translation>
    </message>
    <message>
      <source>an unknown error</source>
      <translation>une erreur inconnue</translation>
    </message>
    <message>
      <source>{error}</source>
      <translation>{error}</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}</source>
      <translation>les archives ne sont pas enregistrées : {cause}</translation>
    </message>
    <message>
      <source>records are not being kept: {cause} ({path})</source>
      <translation>les archives ne sont pas enregistrées : {cause} ({path})</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}; the database will be set aside when Dicebox next starts</source>
      <translation>les archives ne sont pas enregistrées : {cause} ; la base de données sera mise de côté au prochain démarrage de Dicebox</translation>
    </message>
    <message>
      <source>records are not being kept: {cause} (too much to hold: this session's records are lost)</source>
      <translation>les archives ne sont pas enregistrées : {cause} (trop à garder en mémoire : les archives de cette session sont perdues)</translation>
    </message>
    <message>
      <source>records are not being kept: {cause}; the database will be set aside when Dicebox next starts (too much to hold: this session's records are lost)</source>
      <translation>les archives ne sont pas enregistrées : {cause} ; la base de données sera mise de côté au prochain démarrage de Dicebox (trop à garder en mémoire : les archives de cette session sont perdues)</translation>
    </message>
    <message>
      <source>a record could not be written ({detail})</source>
      <translation>une entrée n'a pas pu être écrite ({detail})</translation>
    </message>
    <message>
      <source>records could not be read: {cause}</source>
      <translation>les archives n'ont pas pu être lues : {cause}</translation>
    </message>
    <message>
      <source>records could not be read: {cause}; the database is damaged and will be set aside when Dicebox next starts</source>
      <translation>les archives n'ont pas pu être lues : {cause} ; la base de données est endommagée et sera mise de côté au prochain démarrage de Dicebox</translation>
    </message>
    <message>
      <source>{name} was written by a newer Dicebox (records version {version}; this one knows up to {latest}); it is left untouched and this session's games are not kept</source>
      <translation>{name} a été écrit par un Dicebox plus récent (version {version} des archives ; celui-ci connaît jusqu'à {latest}) ; le fichier reste intact et les parties de cette session ne sont pas enregistrées</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}) and could not be moved aside ({cause}); it is left as it is and records are not being kept</source>
      <translation>votre base d'archives {path} est endommagée ({why}) et n'a pas pu être mise de côté ({cause}) ; elle reste telle quelle et les archives ne sont pas enregistrées</translation>
    </message>
    <message>
      <source>Your records database could not be used ({why}). Nothing was deleted: it was kept as {name} in {folder}, and a new, empty one was started.</source>
      <translation>Votre base d'archives n'a pas pu être utilisée ({why}). Rien n'a été supprimé : elle a été conservée sous le nom {name} dans {folder}, et une nouvelle base vide a été créée.</translation>
    </message>
    <message>
      <source>Your records database could not be used ({why}). Nothing was deleted: it was kept as {name} in {folder}, and a new, empty one was started. Records are not being kept: {cause} ({path}).</source>
      <translation>Votre base d'archives n'a pas pu être utilisée ({why}). Rien n'a été supprimé : elle a été conservée sous le nom {name} dans {folder}, et une nouvelle base vide a été créée. Les archives ne sont pas enregistrées : {cause} ({path}).</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}); a Dicebox window (process {pid}) is using it, so it was left exactly where it is: close that window and start Dicebox again, and it will set the damaged file aside and keep it</source>
      <translation>votre base d'archives {path} est endommagée ({why}) ; une fenêtre Dicebox (processus {pid}) l'utilise, elle a donc été laissée exactement où elle est : fermez cette fenêtre et relancez Dicebox, qui mettra le fichier endommagé de côté et le conservera</translation>
    </message>
    <message>
      <source>your records database {path} is damaged ({why}); it was left exactly where it is and will be checked when Dicebox next starts</source>
      <translation>votre base d'archives {path} est endommagée ({why}) ; elle a été laissée exactement où elle est et sera vérifiée au prochain démarrage de Dicebox</translation>
    </message>
    <message>
      <source>{name} is empty (0 bytes): it holds no records</source>
      <translation>{name} est vide (0 octet) : elle ne contient aucune archive</translation>
    </message>
    <message>
      <source>it is not a Dicebox records database (it holds the tables {tables})</source>
      <translation>ce n'est pas une base d'archives Dicebox (elle contient les tables {tables})</translation>
    </message>
    <message>
      <source>it is not a Dicebox records database (application id {app_id})</source>
      <translation>ce n'est pas une base d'archives Dicebox (identifiant d'application {app_id})</translation>
    </message>
    <message>
      <source>its table {tables} is missing, so the game in progress and the records cannot be read from it whole</source>
      <translation>sa table {tables} manque : la partie en cours et les archives ne peuvent pas y être lues en entier</translation>
    </message>
    <message>
      <source>its table {table} has been altered</source>
      <translation>sa table {table} a été modifiée</translation>
    </message>
    <message>
      <source>the journal of the game in progress is damaged ({first})</source>
      <translation>la liste des coups de la partie en cours est endommagée ({first})</translation>
    </message>
    <message>
      <source>the journal of the game in progress has lost moves (it holds {count} of {last})</source>
      <translation>des coups de la partie en cours ont été perdus (la liste en contient {count} sur {last})</translation>
    </message>
    <message>
      <source>the data folder {folder} is a file, not a folder</source>
      <translation>le dossier de données {folder} est un fichier, pas un dossier</translation>
    </message>
    <message>
      <source>{name} in {folder} is a folder where the database's own file belongs; move it away</source>
      <translation>{name} dans {folder} est un dossier à la place d'un fichier de la base ; déplacez-le</translation>
    </message>
    <message>
      <source>{name} in {folder} is not a plain file; move it away</source>
      <translation>{name} dans {folder} n'est pas un fichier ordinaire ; déplacez-le</translation>
    </message>
    <message>
      <source>{name} is the relative path {given}, which would put the records in whatever folder Dicebox was started from; set {name} to an absolute path</source>
      <translation>{name} est le chemin relatif {given}, qui placerait les archives dans le dossier d'où Dicebox a été lancé ; donnez à {name} un chemin absolu</translation>
    </message>
    <message>
      <source>{name} is not set and this account has no home folder; set {name} to an absolute path</source>
      <translation>{name} n'est pas défini et ce compte n'a pas de dossier personnel ; donnez à {name} un chemin absolu</translation>
    </message>
    <message>
      <source>the data folder {path} is not an absolute path</source>
      <translation>le dossier de données {path} n'est pas un chemin absolu</translation>
    </message>
    <message>
      <source>the lock file cannot be made in {folder} ({cause})</source>
      <translation>le fichier de verrou ne peut pas être créé dans {folder} ({cause})</translation>
    </message>
    <message>
      <source>the lock file {path} cannot be written ({cause})</source>
      <translation>le fichier de verrou {path} ne peut pas être écrit ({cause})</translation>
    </message>
    <message>
      <source>the game is not finished; only finished games go into the records</source>
      <translation>la partie n'est pas terminée ; seules les parties terminées entrent dans les archives</translation>
    </message>
    <message>
      <source>it is no longer in the records</source>
      <translation>elle n'est plus dans les archives</translation>
    </message>
    <message>
      <source>Initials are exactly three letters, A to Z.</source>
      <translation>Les initiales font exactement trois lettres, de A à Z.</translation>
    </message>
    <message>
      <source>the quick check found: {first}</source>
      <translation>la vérification rapide a trouvé : {first}</translation>
    </message>
    <message>
      <source>Staff: the daily board's file could not be used ({why}); it was kept as {name} and a new board was started.</source>
      <translation>Personnel : le fichier du tableau du jour n'a pas pu être utilisé ({why}) ; il a été conservé sous le nom {name} et un nouveau tableau a été commencé.</translation>
    </message>
    <message>
      <source>Staff: the daily board cannot be kept on disk ({why}); today's board lasts until the kiosk restarts.</source>
      <translation>Personnel : le tableau du jour ne peut pas être enregistré sur le disque ({why}) ; le tableau d'aujourd'hui dure jusqu'au redémarrage du kiosque.</translation>
    </message>
    <message>
      <source>Your saved game stays in {path} until records can be kept.</source>
      <translation>Votre partie sauvegardée reste dans {path} jusqu'à ce que les archives puissent être enregistrées.</translation>
    </message>
    <message>
      <source>Your {game} game in progress was not resumed: {why}. It stays untouched in {path} and will be resumed once records can be kept there again.</source>
      <translation>Votre partie de {game} en cours n'a pas été reprise : {why}. Elle reste intacte dans {path} et sera reprise dès que les archives pourront y être enregistrées.</translation>
    </message>
    <message>
      <source>Your saved {game} game could not be moved into the records ({problem}); it stays in {path} and will be imported next time.</source>
      <translation>Votre partie sauvegardée de {game} n'a pas pu être versée aux archives ({problem}) ; elle reste dans {path} et sera importée la prochaine fois.</translation>
    </message>
    <message>
      <source>Your saved {game} game is now in the records; {name} could not be renamed ({cause}) and can be deleted.</source>
      <translation>Votre partie sauvegardée de {game} est maintenant dans les archives ; {name} n'a pas pu être renommé ({cause}) et peut être supprimé.</translation>
    </message>
    <message>
      <source>Your saved {game} game (seed {seed}) is now kept in the history; the old file was kept as {name}.</source>
      <translation>Votre partie sauvegardée de {game} (graine {seed}) est maintenant dans l'historique ; l'ancien fichier a été conservé sous le nom {name}.</translation>
    </message>
    <message>
      <source>Your saved {game} game (seed {seed}) is now kept in the records; the old file was kept as {name}.</source>
      <translation>Votre partie sauvegardée de {game} (graine {seed}) est maintenant gardée dans les archives ; l'ancien fichier a été conservé sous le nom {name}.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. It could not be moved aside ({cause}), so it stays as {path}.</source>
      <translation>Votre partie sauvegardée n'a pas pu reprendre : {why}. Elle n'a pas pu être mise de côté ({cause}) et reste donc sous {path}.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. Another Dicebox window has already moved it aside.</source>
      <translation>Votre partie sauvegardée n'a pas pu reprendre : {why}. Une autre fenêtre Dicebox l'a déjà mise de côté.</translation>
    </message>
    <message>
      <source>Your saved game could not be resumed: {why}. Nothing is lost: it was kept as {name} in {folder}.</source>
      <translation>Votre partie sauvegardée n'a pas pu reprendre : {why}. Rien n'est perdu : elle a été conservée sous le nom {name} dans {folder}.</translation>
    </message>
    <message>
      <source>Your last {game} game was over; it is now in the history.</source>
      <translation>Votre dernière partie de {game} était terminée ; elle est maintenant dans l'historique.</translation>
    </message>
    <message>
      <source>cannot read {name}: {cause}</source>
      <translation>impossible de lire {name} : {cause}</translation>
    </message>
    <message>
      <source>{name} is larger than {mib} MiB, far more than any save</source>
      <translation>{name} dépasse {mib} Mio, bien plus que toute sauvegarde</translation>
    </message>
    <message>
      <source>{name} is not UTF-8 text</source>
      <translation>{name} n'est pas du texte UTF-8</translation>
    </message>
    <message>
      <source>{name} is not valid JSON ({detail} at line {line})</source>
      <translation>{name} n'est pas du JSON valide ({detail} à la ligne {line})</translation>
    </message>
    <message>
      <source>{name} is nested too deeply to be a Dicebox save</source>
      <translation>{name} est imbriqué trop profondément pour être une sauvegarde Dicebox</translation>
    </message>
    <message>
      <source>{name} is not a Dicebox save (it has no 'state')</source>
      <translation>{name} n'est pas une sauvegarde Dicebox (il n'a pas de 'state')</translation>
    </message>
    <message>
      <source>it could not be renamed</source>
      <translation>elle n'a pas pu être renommée</translation>
    </message>
    <message>
      <source>it was saved by a newer Dicebox (save format {given}; this version reads {supported})</source>
      <translation>elle a été sauvegardée par un Dicebox plus récent (format de sauvegarde {given} ; cette version lit le {supported})</translation>
    </message>
    <message>
      <source>its 'format' is {given}, not {supported}</source>
      <translation>son 'format' vaut {given}, et non {supported}</translation>
    </message>
    <message>
      <source>it has an unknown field {given}</source>
      <translation>elle a un champ inconnu {given}</translation>
    </message>
    <message>
      <source>its 'assisted' is {given}, not true or false</source>
      <translation>son 'assisted' vaut {given}, et non true ou false</translation>
    </message>
    <message>
      <source>it is nested too deeply to be a Dicebox save</source>
      <translation>elle est imbriquée trop profondément pour être une sauvegarde Dicebox</translation>
    </message>
    <message>
      <source>it is too large to read</source>
      <translation>elle est trop volumineuse pour être lue</translation>
    </message>
    <message>
      <source>it holds something Dicebox cannot read ({detail})</source>
      <translation>elle contient quelque chose que Dicebox ne sait pas lire ({detail})</translation>
    </message>
    <message>
      <source>its seats do not fit the game: {problem}</source>
      <translation>ses places ne conviennent pas à la partie : {problem}</translation>
    </message>
    <message>
      <source>the seats must be a list, not {given}</source>
      <translation>les places doivent être une liste, et non {given}</translation>
    </message>
    <message>
      <source>they are not a list</source>
      <translation>elles ne sont pas une liste</translation>
    </message>
    <message>
      <source>there are {count} seats for {players} player(s)</source>
      <translation>il y a {count} places pour {players} joueur(s)</translation>
    </message>
    <message>
      <source>seat {number} is {given}; this game's seats are: {kinds}</source>
      <translation>la place {number} vaut {given} ; les places de ce jeu sont : {kinds}</translation>
    </message>
    <message>
      <source>Expecting value</source>
      <translation>valeur attendue</translation>
    </message>
    <message>
      <source>Expecting ',' delimiter</source>
      <translation>séparateur ',' attendu</translation>
    </message>
    <message>
      <source>Expecting ':' delimiter</source>
      <translation>séparateur ':' attendu</translation>
    </message>
    <message>
      <source>Expecting property name enclosed in double quotes</source>
      <translation>nom de champ entre guillemets doubles attendu</translation>
    </message>
    <message>
      <source>Extra data</source>
      <translation>données en trop</translation>
    </message>
    <message>
      <source>Invalid \escape</source>
      <translation>échappement \ non valide</translation>
    </message>
    <message>
      <source>Invalid \uXXXX escape</source>
      <translation>échappement \uXXXX non valide</translation>
    </message>
    <message>
      <source>Invalid control character</source>
      <translation>caractère de contrôle non valide</translation>
    </message>
    <message>
      <source>Unterminated string</source>
      <translation>chaîne non terminée</translation>
    </message>
    <message>
      <source>{path} is a folder, not a file.</source>
      <translation>{path} est un dossier, pas un fichier.</translation>
    </message>
    <message>
      <source>{path} is a pipe, not a file.</source>
      <translation>{path} est un tube, pas un fichier.</translation>
    </message>
    <message>
      <source>{path} is a device, not a file.</source>
      <translation>{path} est un périphérique, pas un fichier.</translation>
    </message>
    <message>
      <source>{path} is a socket, not a file.</source>
      <translation>{path} est un socket, pas un fichier.</translation>
    </message>
    <message>
      <source>{path} is not a regular file.</source>
      <translation>{path} n'est pas un fichier ordinaire.</translation>
    </message>
    <message>
      <source>{path} cannot be read: {cause}.</source>
      <translation>Impossible de lire {path} : {cause}.</translation>
    </message>
    <message>
      <source>{path} is {size}, more than such a file may be ({limit}).</source>
      <translation>{path} fait {size}, plus qu'un tel fichier ne peut faire ({limit}).</translation>
    </message>
    <message>
      <source>{path} is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>{path} n'est pas du texte UTF-8 (l'octet {offset} est illisible).</translation>
    </message>
    <message>
      <source>The file cannot be read: {cause}.</source>
      <translation>Le fichier ne peut pas être lu : {cause}.</translation>
    </message>
    <message>
      <source>The file is larger than {mib} MiB, far more than any Dicebox game needs.</source>
      <translation>Le fichier dépasse {mib} Mio, bien plus qu'il n'en faut à une partie Dicebox.</translation>
    </message>
    <message>
      <source>The file is not UTF-8 text (byte {offset} cannot be read).</source>
      <translation>Le fichier n'est pas du texte UTF-8 (l'octet {offset} est illisible).</translation>
    </message>
    <message>
      <source>The file is not valid JSON ({detail}; line {line}, column {column}).</source>
      <translation>Le fichier n'est pas du JSON valide ({detail} ; ligne {line}, colonne {column}).</translation>
    </message>
    <message>
      <source>The file nests lists or objects thousands of levels deep; no Dicebox file does.</source>
      <translation>Le fichier imbrique des listes ou des objets sur des milliers de niveaux ; aucun fichier Dicebox ne le fait.</translation>
    </message>
    <message>
      <source>lists or objects nest more than {limit} levels deep here; no Dicebox file does.</source>
      <translation>des listes ou des objets s'imbriquent ici sur plus de {limit} niveaux ; aucun fichier Dicebox ne le fait.</translation>
    </message>
    <message>
      <source>holds text that is not valid Unicode (a lone surrogate escape).</source>
      <translation>contient du texte qui n'est pas de l'Unicode valide (un substitut isolé).</translation>
    </message>
    <message>
      <source>is given twice in the same object (a file Dicebox writes never does; the two values may differ).</source>
      <translation>figure deux fois dans le même objet (un fichier écrit par Dicebox ne le fait jamais ; les deux valeurs peuvent différer).</translation>
    </message>
    <message>
      <source>a number of {digits} digits is far larger than any Dicebox value.</source>
      <translation>un nombre de {digits} chiffres dépasse de loin toute valeur de Dicebox.</translation>
    </message>
    <message>
      <source>{given} is not a number JSON allows.</source>
      <translation>{given} n'est pas un nombre que JSON autorise.</translation>
    </message>
    <message>
      <source>The file holds {given}, not the JSON object of a Dicebox game.</source>
      <translation>Le fichier contient {given}, et non l'objet JSON d'une partie Dicebox.</translation>
    </message>
    <message>
      <source>is {given}, not {format}: this is not a Dicebox game file.</source>
      <translation>vaut {given}, et non {format} : ce n'est pas un fichier de partie Dicebox.</translation>
    </message>
    <message>
      <source>is missing, not {format}: this is not a Dicebox game file.</source>
      <translation>manque au lieu de {format} : ce n'est pas un fichier de partie Dicebox.</translation>
    </message>
    <message>
      <source>is {given}: the file was made by a newer Dicebox, and this one reads format {supported}. Update Dicebox to open it.</source>
      <translation>vaut {given} : le fichier a été créé par un Dicebox plus récent, et celui-ci lit le format {supported}. Mettez Dicebox à jour pour l'ouvrir.</translation>
    </message>
    <message>
      <source>is {given}; Dicebox files have format version {supported}.</source>
      <translation>vaut {given} ; les fichiers Dicebox ont la version de format {supported}.</translation>
    </message>
    <message>
      <source>is not a field of a .dicebox file; its fields are: {fields}.</source>
      <translation>n'est pas un champ d'un fichier .dicebox ; ses champs sont : {fields}.</translation>
    </message>
    <message>
      <source>is not a field of an outcome; it has: {fields}.</source>
      <translation>n'est pas un champ d'un résultat ; il a : {fields}.</translation>
    </message>
    <message>
      <source>is not a field of a format-{version} file.</source>
      <translation>n'est pas un champ d'un fichier au format {version}.</translation>
    </message>
    <message>
      <source>is missing; the file looks truncated or hand-made.</source>
      <translation>manque ; le fichier semble tronqué ou fait à la main.</translation>
    </message>
    <message>
      <source>is missing.</source>
      <translation>manque.</translation>
    </message>
    <message>
      <source>must be {expected}, not {given}.</source>
      <translation>doit être {expected}, et non {given}.</translation>
    </message>
    <message>
      <source>must be one line of 1 to {limit} characters, not {given}.</source>
      <translation>doit être une ligne de 1 à {limit} caractères, et non {given}.</translation>
    </message>
    <message>
      <source>is {given}, not a UTC time such as 2025-05-01T18:30:00Z.</source>
      <translation>vaut {given}, et non une heure UTC comme 2025-05-01T18:30:00Z.</translation>
    </message>
    <message>
      <source>is {given}, outside the years {first} to {last} that the records keep.</source>
      <translation>vaut {given}, hors des années {first} à {last} que les archives conservent.</translation>
    </message>
    <message>
      <source>is empty; a game under today's rules leaves it out.</source>
      <translation>est vide ; une partie aux règles actuelles l'omet.</translation>
    </message>
    <message>
      <source>{given} is not a game this Dicebox has; it has: {games}.</source>
      <translation>{given} n'est pas un jeu de ce Dicebox ; il propose : {games}.</translation>
    </message>
    <message>
      <source>{given} is outside 0 to {limit}, so no game has it.</source>
      <translation>{given} n'est pas entre 0 et {limit} : aucune partie n'a cette graine.</translation>
    </message>
    <message>
      <source>{cause}</source>
      <translation>{cause}</translation>
    </message>
    <message>
      <source>holds {length} actions; Dicebox reads at most {limit}, far more than any game needs.</source>
      <translation>contient {length} coups ; Dicebox en lit au plus {limit}, bien plus qu'il n'en faut à une partie.</translation>
    </message>
    <message>
      <source>is {given}; a name is written without spaces around it ({name}).</source>
      <translation>vaut {given} ; un nom s'écrit sans espaces autour ({name}).</translation>
    </message>
    <message>
      <source>is {given}; {game} seats are: {kinds}.</source>
      <translation>vaut {given} ; les places de {game} sont : {kinds}.</translation>
    </message>
    <message>
      <source>lists {count} seats for {players} players; give one per player.</source>
      <translation>indique {count} places pour {players} joueurs ; indiquez-en une par joueur.</translation>
    </message>
    <message>
      <source>lists 1 seat for {players} players; give one per player.</source>
      <translation>indique 1 place pour {players} joueurs ; indiquez-en une par joueur.</translation>
    </message>
    <message>
      <source>lists {count} seats for 1 player; give one per player.</source>
      <translation>indique {count} places pour 1 joueur ; indiquez-en une par joueur.</translation>
    </message>
    <message>
      <source>cannot be replayed from seed {seed}: {cause}</source>
      <translation>ne peut pas être rejoué avec la graine {seed} : {cause}</translation>
    </message>
    <message>
      <source>is {given}, but replaying the log from seed {seed} gives {expected}.</source>
      <translation>vaut {given}, mais rejouer les coups avec la graine {seed} donne {expected}.</translation>
    </message>
    <message>
      <source>is {given}, but replaying the log from seed {seed} gives {expected}; the file was edited or damaged.</source>
      <translation>vaut {given}, mais rejouer les coups avec la graine {seed} donne {expected} ; le fichier a été modifié ou endommagé.</translation>
    </message>
    <message>
      <source>is given, but the game's log does not reach its end.</source>
      <translation>est indiqué, mais les coups de la partie n'atteignent pas sa fin.</translation>
    </message>
    <message>
      <source>must be null for an unfinished game, not {given}.</source>
      <translation>doit être null pour une partie non terminée, et non {given}.</translation>
    </message>
    <message>
      <source>text</source>
      <translation>du texte</translation>
    </message>
    <message>
      <source>the game's id (text)</source>
      <translation>l'identifiant du jeu (du texte)</translation>
    </message>
    <message>
      <source>a whole number from 0 to {limit}</source>
      <translation>un nombre entier de 0 à {limit}</translation>
    </message>
    <message>
      <source>the list of player names</source>
      <translation>la liste des noms des joueurs</translation>
    </message>
    <message>
      <source>a name (text)</source>
      <translation>un nom (du texte)</translation>
    </message>
    <message>
      <source>the list of seat kinds, one per player</source>
      <translation>la liste des types de place, un par joueur</translation>
    </message>
    <message>
      <source>true or false</source>
      <translation>true ou false</translation>
    </message>
    <message>
      <source>a UTC time such as 2025-05-01T18:30:00Z</source>
      <translation>une heure UTC comme 2025-05-01T18:30:00Z</translation>
    </message>
    <message>
      <source>the list of every action since the start</source>
      <translation>la liste de tous les coups depuis le début</translation>
    </message>
    <message>
      <source>the game's options (an object)</source>
      <translation>les options de la partie (un objet)</translation>
    </message>
    <message>
      <source>the final totals and places</source>
      <translation>les totaux et classements finaux</translation>
    </message>
    <message>
      <source>{field}: {message}</source>
      <translation>{field} : {message}</translation>
    </message>
    <message>
      <source>{problem}: {reason}</source>
      <translation>{problem} : {reason}</translation>
    </message>
  </context>
  <context>
    <name>RecordsColumns</name>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Date</source>
      <translation>Date</translation>
    </message>
    <message>
      <source>Column</source>
      <translation>Colonne</translation>
    </message>
    <message>
      <source>Average</source>
      <translation>Moyenne</translation>
    </message>
    <message>
      <source>Computer level</source>
      <translation>Niveau de l'ordinateur</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>Won</source>
      <translation>Gagnées</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Taux de victoire</translation>
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
      <translation>personne</translation>
    </message>
    <message>
      <source>{level} computer</source>
      <translation>ordinateur ({level})</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent} %</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Jeu</translation>
    </message>
    <message>
      <source>Ended</source>
      <translation>Terminée</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Joueurs</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <source>Places</source>
      <translation>Places</translation>
    </message>
    <message>
      <source>Assisted</source>
      <translation>Assistée</translation>
    </message>
    <message>
      <source>Duration</source>
      <translation>Durée</translation>
    </message>
    <message>
      <source>{game}, seed {seed}</source>
      <translation>{game}, graine {seed}</translation>
    </message>
    <message>
      <source>Started {started}, ended {ended} ({duration})</source>
      <translation>Commencée le {started}, terminée le {ended} ({duration})</translation>
    </message>
    <message>
      <source>Assisted: undo or hints were used (not on the high scores)</source>
      <translation>Assistée : annulation ou conseils utilisés (hors meilleurs scores)</translation>
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
      <translation>&amp;Joueurs :</translation>
    </message>
    <message>
      <source>Top 10</source>
      <translation>Top 10</translation>
    </message>
    <message>
      <source>No games yet. Finish a game without undo or hints to set a high score.</source>
      <translation>Pas encore de parties. Terminez une partie sans annulation ni conseils pour établir un meilleur score.</translation>
    </message>
    <message>
      <source>Assisted games</source>
      <translation>Parties assistées</translation>
    </message>
    <message>
      <source>No assisted games: undo and hints were never used.</source>
      <translation>Aucune partie assistée : annulation et conseils n'ont jamais servi.</translation>
    </message>
    <message>
      <source>Today's daily seed</source>
      <translation>Graine du jour</translation>
    </message>
    <message>
      <source>Nobody has played today's daily seed yet.</source>
      <translation>Personne n'a encore joué la graine du jour.</translation>
    </message>
    <message>
      <source>Games where undo or hints were used are listed apart from the high scores. The daily seed board counts every number of players.</source>
      <translation>Les parties où l'annulation ou les conseils ont servi sont listées à part des meilleurs scores. Le tableau de la graine du jour compte tous les nombres de joueurs.</translation>
    </message>
    <message>
      <source>Top 10 · {name}, {currenttext}</source>
      <translation>Top 10 · {name}, {currenttext}</translation>
    </message>
    <message>
      <source>Assisted games · {currenttext}</source>
      <translation>Parties assistées · {currenttext}</translation>
    </message>
    <message>
      <source>Today's daily seed · {name}</source>
      <translation>Graine du jour · {name}</translation>
    </message>
    <message>
      <source>Seed {daily_seed}, any number of players</source>
      <translation>Graine {daily_seed}, tout nombre de joueurs</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RecordsStats</name>
    <message>
      <source>Games</source>
      <translation>Parties</translation>
    </message>
    <message>
      <source>Average</source>
      <translation>Moyenne</translation>
    </message>
    <message>
      <source>Median</source>
      <translation>Médiane</translation>
    </message>
    <message>
      <source>Best</source>
      <translation>Meilleur</translation>
    </message>
    <message>
      <source>Lowest</source>
      <translation>Plus bas</translation>
    </message>
    <message>
      <source>Wins</source>
      <translation>Victoires</translation>
    </message>
    <message>
      <source>Winning streak</source>
      <translation>Série de victoires</translation>
    </message>
    <message>
      <source>Longest streak</source>
      <translation>Plus longue série</translation>
    </message>
    <message>
      <source>&amp;Player:</source>
      <translation>&amp;Joueur :</translation>
    </message>
    <message>
      <source>No games yet.</source>
      <translation>Pas encore de parties.</translation>
    </message>
    <message>
      <source>Against computers</source>
      <translation>Contre l'ordinateur</translation>
    </message>
    <message>
      <source>Bonuses</source>
      <translation>Bonus</translation>
    </message>
    <message>
      <source>Average per category</source>
      <translation>Moyenne par case</translation>
    </message>
    <message>
      <source>No games yet: nobody has finished a game of {game_name}.</source>
      <translation>Pas encore de parties : personne n'a terminé de partie de {game_name}.</translation>
    </message>
    <message>
      <source>No games yet: {player} has not finished a game of {game_name}.</source>
      <translation>Pas encore de parties : {player} n'a terminé aucune partie de {game_name}.</translation>
    </message>
    <message>
      <source>{percent} of {contests}</source>
      <translation>{percent} sur {contests}</translation>
    </message>
    <message>
      <source>no contests</source>
      <translation>aucune rencontre</translation>
    </message>
    <message>
      <source>{figure}: {value}</source>
      <translation>{figure} : {value}</translation>
    </message>
    <message>
      <source>{player}'s {name} games from {day_text} to {day_text2}. Wins count games against at least one other player.</source>
      <translation>Parties de {name} de {player} du {day_text} au {day_text2}. Les victoires comptent les parties contre au moins un autre joueur.</translation>
    </message>
    <message>
      <source> Each point is the average of the games since the one before ({points} points for {games} games).</source>
      <translation> Chaque point est la moyenne des parties depuis le précédent ({points} points pour {games} parties).</translation>
    </message>
  </context>
  <context>
    <name>RecordsWindow</name>
    <message>
      <source>All games</source>
      <translation>Tous les jeux</translation>
    </message>
    <message>
      <source>&amp;Player:</source>
      <translation>&amp;Joueur :</translation>
    </message>
    <message>
      <source>&amp;Replay</source>
      <translation>&amp;Revoir</translation>
    </message>
    <message>
      <source>Watch the selected game again, move by move, with its review (Enter)</source>
      <translation>Revoir la partie choisie coup par coup, avec son analyse (Entrée)</translation>
    </message>
    <message>
      <source>E&amp;xport…</source>
      <translation>E&amp;xporter…</translation>
    </message>
    <message>
      <source>Save the selected game as a .dicebox file to keep or share</source>
      <translation>Enregistrer la partie choisie dans un fichier .dicebox à garder ou partager</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>&amp;Supprimer…</translation>
    </message>
    <message>
      <source>Delete the selected games from the records (Del)</source>
      <translation>Supprimer les parties choisies des archives (Suppr)</translation>
    </message>
    <message>
      <source>Finished games, newest first</source>
      <translation>Parties terminées, les plus récentes d'abord</translation>
    </message>
    <message>
      <source>All players</source>
      <translation>Tous les joueurs</translation>
    </message>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln partie</numerusform>
        <numerusform>%Ln parties</numerusform>
      </translation>
    </message>
    <message>
      <source>the {game} game of {players}</source>
      <translation>la partie de {game} de {players}</translation>
    </message>
    <message>
      <source>No games yet. Finished games are listed here, newest first.</source>
      <translation>Pas encore de parties. Les parties terminées s'affichent ici, les plus récentes d'abord.</translation>
    </message>
    <message>
      <source>&amp;Game:</source>
      <translation>&amp;Jeu :</translation>
    </message>
    <message>
      <source>No games match these filters.</source>
      <translation>Aucune partie ne correspond à ces filtres.</translation>
    </message>
    <message>
      <source>Delete {what} from the records?</source>
      <translation>Supprimer {what} des archives ?</translation>
    </message>
    <message>
      <source>Delete these {len} games from the records?</source>
      <translation>Supprimer ces {len} parties des archives ?</translation>
    </message>
    <message>
      <source>Delete games</source>
      <translation>Supprimer des parties</translation>
    </message>
    <message>
      <source>Their scores leave the high scores and statistics. This cannot be undone.</source>
      <translation>Leurs scores quittent les meilleurs scores et les statistiques. Cette action est définitive.</translation>
    </message>
    <message>
      <source>{failed} of {total} games could not be deleted: {problem}</source>
      <translation>{failed} parties sur {total} n'ont pas pu être supprimées : {problem}</translation>
    </message>
    <message>
      <source>{failed} of {total} games could not be deleted.</source>
      <translation>{failed} parties sur {total} n'ont pas pu être supprimées.</translation>
    </message>
    <message>
      <source>Records — Dicebox</source>
      <translation>Archives — Dicebox</translation>
    </message>
    <message>
      <source>&amp;History</source>
      <translation>&amp;Historique</translation>
    </message>
    <message>
      <source>High &amp;Scores</source>
      <translation>&amp;Meilleurs scores</translation>
    </message>
    <message>
      <source>S&amp;tatistics</source>
      <translation>S&amp;tatistiques</translation>
    </message>
  </context>
  <context>
    <name>ReplayReview</name>
    <message>
      <source>Review: no decision made yet. Points lost so far: {lost}</source>
      <translation>Analyse : aucune décision prise pour l'instant. Points perdus jusqu'ici : {lost}</translation>
    </message>
    <message>
      <source>best {choice_text} ({expected:.1f}): −{loss:.1f}</source>
      <translation>le mieux : {choice_text} ({expected:.1f}) : −{loss:.1f}</translation>
    </message>
    <message>
      <source>the best choice</source>
      <translation>le meilleur choix</translation>
    </message>
    <message>
      <source>{verdict}; {change}</source>
      <translation>{verdict} ; {change}</translation>
    </message>
    <message>
      <source>{verdict}, most with {choice_text}</source>
      <translation>{verdict}, la meilleure avec {choice_text}</translation>
    </message>
    <message>
      <source>Review, move {value}: {choice_text} ({expected:.1f}), {verdict}. Points lost so far: {lost}</source>
      <translation>Analyse, coup {value} : {choice_text} ({expected:.1f}), {verdict}. Points perdus jusqu'ici : {lost}</translation>
    </message>
    <message>
      <source> (the solver's estimates)</source>
      <translation> (estimations du solveur)</translation>
    </message>
    <message>
      <source>Last decision ({who}move {value}):</source>
      <translation>Dernière décision ({who}coup {value}) :</translation>
    </message>
    <message>
      <source>chose {choice_text}, expecting {expected:.1f} in the end;</source>
      <translation>a choisi {choice_text}, en espérant {expected:.1f} à la fin ;</translation>
    </message>
    <message>
      <source>best was {choice_text}, expecting {expected:.1f}: {loss:.1f} points lost.</source>
      <translation>le mieux était {choice_text}, en espérant {expected:.1f} : {loss:.1f} points perdus.</translation>
    </message>
    <message>
      <source>that was the best choice.</source>
      <translation>c'était le meilleur choix.</translation>
    </message>
    <message>
      <source>No decision made yet.</source>
      <translation>Aucune décision prise pour l'instant.</translation>
    </message>
    <message>
      <source>Points lost so far{estimate}:</source>
      <translation>Points perdus jusqu'ici{estimate} :</translation>
    </message>
    <message>
      <source>{name}: {so_far:.1f} (whole game: {loss:.1f} over {decisions} decisions)</source>
      <translation>{name} : {so_far:.1f} (partie entière : {loss:.1f} sur {decisions} décisions)</translation>
    </message>
    <message>
      <source>exact</source>
      <translation>exacte</translation>
    </message>
    <message>
      <source>estimated</source>
      <translation>estimée</translation>
    </message>
    <message>
      <source>Chance to win ({kind}): {before} before, {after} after.</source>
      <translation>Chance de gagner ({kind}) : {before} avant, {after} après.</translation>
    </message>
    <message>
      <source>Most chance to win: {choice_text} ({win}).</source>
      <translation>Meilleure chance de gagner : {choice_text} ({win}).</translation>
    </message>
  </context>
  <context>
    <name>ReplayViewer</name>
    <message>
      <source>Review of this move</source>
      <translation>Analyse de ce coup</translation>
    </message>
    <message>
      <source>Costliest decisions (Enter jumps there):</source>
      <translation>Décisions les plus coûteuses (Entrée y mène) :</translation>
    </message>
    <message>
      <source>Costliest decisions</source>
      <translation>Décisions les plus coûteuses</translation>
    </message>
    <message>
      <source>Move on show</source>
      <translation>Coup affiché</translation>
    </message>
    <message>
      <source>First move (Home)</source>
      <translation>Premier coup (Début)</translation>
    </message>
    <message>
      <source>Previous move (Left)</source>
      <translation>Coup précédent (gauche)</translation>
    </message>
    <message>
      <source>Move</source>
      <translation>Coup</translation>
    </message>
    <message>
      <source>Next move (Right)</source>
      <translation>Coup suivant (droite)</translation>
    </message>
    <message>
      <source>Last move (End)</source>
      <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
      <source>&amp;Play On from Here</source>
      <translation>&amp;Continuer d'ici</translation>
    </message>
    <message>
      <source>Start a new game from this move in the main window (marked assisted)</source>
      <translation>Commencer une nouvelle partie à partir de ce coup dans la fenêtre principale (marquée assistée)</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source> · seed {seed}</source>
      <translation> · graine {seed}</translation>
    </message>
    <message>
      <source>Replay: {name} — Dicebox</source>
      <translation>Rediffusion : {name} — Dicebox</translation>
    </message>
    <message>
      <source>Reviewing every decision…</source>
      <translation>Analyse de chaque décision…</translation>
    </message>
    <message>
      <source>No review for this game: {result}</source>
      <translation>Pas d'analyse pour cette partie : {result}</translation>
    </message>
    <message>
      <source>{player}: move {step}, −{loss}</source>
      <translation>{player} : coup {step}, −{loss}</translation>
    </message>
    <message>
      <source>move {step}, −{loss}</source>
      <translation>coup {step}, −{loss}</translation>
    </message>
    <message>
      <source>Move {step} of {last}</source>
      <translation>Coup {step} sur {last}</translation>
    </message>
    <message>
      <source>The start (move 0 of {last}): {players} to play.</source>
      <translation>Le début (coup 0 sur {last}) : à {players} de jouer.</translation>
    </message>
    <message>
      <source> The game is over.</source>
      <translation> La partie est terminée.</translation>
    </message>
    <message>
      <source>Move {step} of {last}: {words}{end}</source>
      <translation>Coup {step} sur {last} : {words}{end}</translation>
    </message>
    <message>
      <source>Watching stopped: {exc}</source>
      <translation>Suivi interrompu : {exc}</translation>
    </message>
    <message>
      <source>Read-only: this game is being played in another window</source>
      <translation>Lecture seule : cette partie se joue dans une autre fenêtre</translation>
    </message>
    <message>
      <source>Not in the kiosk</source>
      <translation>Pas en mode kiosque</translation>
    </message>
    <message>
      <source>A game with hidden dice can be played on once it is over</source>
      <translation>Une partie à dés cachés ne peut être continuée qu'une fois terminée</translation>
    </message>
    <message>
      <source>The game is over at this move: step back to play on</source>
      <translation>La partie est terminée à ce coup : revenez en arrière pour continuer</translation>
    </message>
    <message>
      <source>Play on from here?</source>
      <translation>Continuer d'ici ?</translation>
    </message>
    <message>
      <source>Your game in progress in the main window will be replaced by this one, from move {step}. It is marked assisted.</source>
      <translation>Votre partie en cours dans la fenêtre principale sera remplacée par celle-ci, à partir du coup {step}. Elle est marquée assistée.</translation>
    </message>
    <message>
      <source>Could not play on: {exc}</source>
      <translation>Impossible de continuer : {exc}</translation>
    </message>
    <message>
      <source>Playing on from move {step} of the replay (assisted).</source>
      <translation>La partie continue à partir du coup {step} de la rediffusion (assistée).</translation>
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
&lt;h3&gt;À chaque tour&lt;/h3&gt;
&lt;p&gt;Votre tour commence avec les cinq dés déjà lancés. Vous pouvez relancer deux fois, soit trois
lancers en tout. Avant un lancer, cliquez les dés que vous voulez garder (ou appuyez sur
&lt;b&gt;1&lt;/b&gt;&amp;ndash;&lt;b&gt;5&lt;/b&gt;) ; un dé gardé est surélevé, encadré d'or et porte un cadenas et le mot
GARDÉ. Cliquez-le de nouveau pour le laisser rouler. Garder ne coûte jamais de lancer. Appuyez sur
&lt;b&gt;Lancer&lt;/b&gt; (ou &lt;b&gt;Espace&lt;/b&gt; / &lt;b&gt;R&lt;/b&gt;) pour lancer les dés libres.&lt;/p&gt;
&lt;p&gt;Quand vous le souhaitez &amp;ndash; après le premier, le deuxième ou le troisième lancer &amp;ndash;
choisissez une case de la feuille de score : cliquez-la, ou allez-y avec les flèches et appuyez sur
&lt;b&gt;Entrée&lt;/b&gt;. Les cases libres montrent en italique vert ce que les dés y rapporteraient. Choisir
une case à laquelle les dés ne conviennent pas y inscrit 0 : un bon moyen de se débarrasser d'un
mauvais tour. Une case remplie ne peut plus servir.&lt;/p&gt;
&lt;h3&gt;Graines et annulation&lt;/h3&gt;
&lt;p&gt;Chaque partie a une graine, affichée en haut de la fenêtre (cliquez pour la copier). La graine
décide de chaque dé : la même graine et les mêmes choix donnent la même partie, vous pouvez donc
rejouer une graine ou défier quelqu'un avec. Annuler (&lt;b&gt;Ctrl+Z&lt;/b&gt;) reprend n'importe quelle
étape, et Rétablir (&lt;b&gt;Ctrl+Y&lt;/b&gt; ou &lt;b&gt;Ctrl+Maj+Z&lt;/b&gt;) la refait. Annuler un lancer puis relancer
redonne &lt;i&gt;les mêmes dés&lt;/i&gt; : la graine les décide, l'annulation ne permet donc pas de forcer la
chance. Une partie où vous avez annulé est marquée &lt;i&gt;assistée&lt;/i&gt; dans le bilan final.&lt;/p&gt;
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
&lt;h2&gt;Course aux dés&lt;/h2&gt;
&lt;p&gt;Une course en solitaire sur huit manches. Chaque manche remplit exactement une des huit cases ;
quand les huit sont remplies, la partie est terminée. Le meilleur total possible est 270.&lt;/p&gt;
&lt;h3&gt;Les cases&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;As, Trois, Cinq&lt;/b&gt;&lt;/td&gt;&lt;td&gt;seuls les dés montrant ce nombre s'additionnent.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Brelan&lt;/b&gt;&lt;/td&gt;&lt;td&gt;au moins trois dés identiques : la somme des cinq dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Carré&lt;/b&gt;&lt;/td&gt;&lt;td&gt;au moins quatre identiques : la somme des cinq dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trois d'un nombre et deux d'un autre : 25. Cinq identiques ne font
&lt;i&gt;pas&lt;/i&gt; un full.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quatre nombres qui se suivent (1-2-3-4, 2-3-4-5 ou 3-4-5-6) : 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tout pareil&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les cinq dés identiques : 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Bonus des nombres&lt;/b&gt; : +20 dès que As, Trois et Cinq atteignent ensemble 30. La feuille de
score montre où vous en êtes (par exemple 23/30).&lt;br&gt;&lt;b&gt;Tour parfait&lt;/b&gt; : +5 pour chaque case que
vous remplissez juste après le premier lancer d'une manche, sans relancer &amp;ndash; même si vous y
inscrivez 0.&lt;/p&gt;
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
&lt;h2&gt;Jeu de dés&lt;/h2&gt;
&lt;p&gt;Le plus souvent à deux (de un à quatre joueurs). Chacun a trois colonnes de treize cases. Le total
d'une colonne compte une, deux ou trois fois (×1, ×2, ×3) : vos meilleurs lancers vont donc
dans la troisième colonne. On joue chacun son tour ; chaque tour remplit une case dans l'une de vos
trois colonnes, soit 39 tours par joueur.&lt;/p&gt;
&lt;h3&gt;Les cases&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;As &amp;hellip; Six&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les dés montrant ce nombre s'additionnent.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Brelan / Carré&lt;/b&gt;&lt;/td&gt;&lt;td&gt;au moins trois (quatre) identiques : la somme des cinq dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trois d'un nombre et deux d'un autre : 25 (cinq identiques n'en sont pas un).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Petite suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quatre qui se suivent : 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Grande suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cinq qui se suivent (1-2-3-4-5 ou 2-3-4-5-6) : 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Yam's&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les cinq identiques : 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;n'importe quoi : la somme des dés.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus et totaux&lt;/h3&gt;
&lt;p&gt;Une colonne dont les As à Six totalisent 63 ou plus (trois de chaque nombre font exactement 63)
gagne +35. Le total de chaque colonne, bonus compris, est multiplié par le numéro de la colonne ; le
total général est la somme des trois. Le plus haut total général gagne ; en cas d'égalité, la victoire
est partagée.&lt;/p&gt;
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
&lt;h2&gt;Match !&lt;/h2&gt;
&lt;p&gt;Quatorze cases à remplir, seul ou jusqu'à quatre joueurs à tour de rôle. La partie se termine dès
que chaque case a servi.&lt;/p&gt;
&lt;h3&gt;Les cases&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;As &amp;hellip; Six&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les dés montrant ce nombre s'additionnent.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Triple / Quadruple&lt;/b&gt;&lt;/td&gt;&lt;td&gt;au moins trois (quatre) identiques : la somme des cinq dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Triple et paire&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trois d'un nombre et deux d'un autre : 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Deux paires&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deux nombres différents, chacun au moins deux fois : deux fois chaque
nombre (3-3-3-5-5 rapporte 16). Quatre identiques seuls ne font pas deux paires.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Suite de quatre / cinq&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quatre (cinq) nombres qui se suivent : 30 (40).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Libre&lt;/b&gt;&lt;/td&gt;&lt;td&gt;la somme des dés, quoi qu'ils montrent.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tout pareil !&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les cinq identiques : 50 &amp;ndash; et cette case reste ouverte : vous
pouvez l'inscrire encore et encore, à chaque fois pour 50 de plus (chaque fois prend un tour). Choisie
sans cinq identiques, elle inscrit 0 et se ferme pour le reste de la partie.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Il n'y a pas de bonus de la partie haute dans Match !.&lt;/p&gt;
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
&lt;h2&gt;Dés nordiques&lt;/h2&gt;
&lt;p&gt;Le jeu à cinq dés des pays nordiques, seul ou jusqu'à quatre joueurs chacun son tour.
Quinze cases, chacune remplie une fois ; la partie s'arrête quand toutes sont utilisées.&lt;/p&gt;
&lt;h3&gt;Les cases&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;As &amp;hellip; Six&lt;/b&gt;&lt;/td&gt;&lt;td&gt;additionnez les dés qui montrent ce nombre.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Une paire&lt;/b&gt;&lt;/td&gt;&lt;td&gt;les deux dés de votre plus haute paire (6-6-5-5-1 marque 12).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Deux paires&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deux paires de nombres différents : ces quatre dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Brelan / Carré&lt;/b&gt;&lt;/td&gt;&lt;td&gt;seuls les trois (quatre) dés égaux comptent
(5-5-5-2-1 marque 15).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Petite suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;exactement 1-2-3-4-5 : 15.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Grande suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;exactement 2-3-4-5-6 : 20.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trois d'un nombre et deux d'un autre : le total des cinq dés (cinq
dés égaux n'en sont pas un).&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;n'importe quoi : la somme des dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Yam's&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cinq dés égaux : 50.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus&lt;/h3&gt;
&lt;p&gt;Quand les cases As à Six totalisent 63 ou plus, +50. Un second Yam's ne rapporte rien de plus :
une case remplie le reste. Le plus gros total gagne ; les ex aequo se partagent la victoire.&lt;/p&gt;
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
&lt;h2&gt;Dés classiques&lt;/h2&gt;
&lt;p&gt;Le jeu américain à cinq dés, seul ou jusqu'à quatre joueurs chacun son tour. Treize cases,
chacune remplie une fois ; la partie s'arrête quand toutes sont utilisées.&lt;/p&gt;
&lt;h3&gt;Les cases&lt;/h3&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;As &amp;hellip; Six&lt;/b&gt;&lt;/td&gt;&lt;td&gt;additionnez les dés qui montrent ce nombre.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Brelan / Carré&lt;/b&gt;&lt;/td&gt;&lt;td&gt;au moins trois (quatre) dés égaux : la somme des cinq dés.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Full&lt;/b&gt;&lt;/td&gt;&lt;td&gt;trois d'un nombre et deux d'un autre : 25.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Petite suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;quatre à la suite : 30.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Grande suite&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cinq à la suite : 40.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Yam's&lt;/b&gt;&lt;/td&gt;&lt;td&gt;cinq dés égaux : 50.&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Chance&lt;/b&gt;&lt;/td&gt;&lt;td&gt;n'importe quoi : la somme des dés.&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;h3&gt;Bonus&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Bonus&lt;/b&gt; : +35 dès que les cases As à Six totalisent 63 ou plus.&lt;br&gt;&lt;b&gt;Bonus de Yam's&lt;/b&gt; :
+100 pour chaque Yam's suivant tant que la case Yam's contient 50 (aucun si vous l'avez remplie
avec 0).&lt;/p&gt;
&lt;h3&gt;Le joker&lt;/h3&gt;
&lt;p&gt;Cinq dés égaux quand la case Yam's est déjà remplie vont, dans cet ordre : dans la case de leur
nombre parmi As à Six si elle est libre ; sinon dans une case libre sous le bonus, où le Full
marque alors 25, la petite suite 30 et la grande suite 40 ; sinon dans une case de nombre libre,
pour 0. La feuille ne propose que les cases permises. Le plus gros total gagne ; les ex aequo se
partagent la victoire.&lt;/p&gt;
</translation>
    </message>
    <message>
      <source>Dicebox rules</source>
      <translation>Règles de Dicebox</translation>
    </message>
    <message>
      <source>Rules of {game}</source>
      <translation>Règles de {game}</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Raccourcis clavier</translation>
    </message>
    <message>
      <source>Keyboard</source>
      <translation>Clavier</translation>
    </message>
    <message>
      <source>Close the help (Escape)</source>
      <translation>Fermer l'aide (Échap)</translation>
    </message>
    <message>
      <source>Space on a die</source>
      <translation>Espace sur un dé</translation>
    </message>
    <message>
      <source>Hold or release it, as a check box is ticked; in Triple Dice pick it or put it back</source>
      <translation>Le garder ou le relâcher, comme on coche une case ; au Triple Dice, le prendre ou le reposer</translation>
    </message>
    <message>
      <source>1 – 5</source>
      <translation>1 – 5</translation>
    </message>
    <message>
      <source>Hold or release die 1 to 5 (Dice Dash, Dicegame, Match!)</source>
      <translation>Garder ou libérer le dé 1 à 5 (Course aux dés, Jeu de dés, Match !)</translation>
    </message>
    <message>
      <source>Roll the dice that are not held</source>
      <translation>Lancer les dés qui ne sont pas gardés</translation>
    </message>
    <message>
      <source>Arrow keys, Enter</source>
      <translation>Flèches, Entrée</translation>
    </message>
    <message>
      <source>Move between scorecard boxes; score the chosen box</source>
      <translation>Passer d'une case à l'autre de la feuille ; inscrire la case choisie</translation>
    </message>
    <message>
      <source>Tab, Shift+Tab</source>
      <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
      <source>Move between dice, buttons and the scorecard</source>
      <translation>Passer des dés aux boutons et à la feuille de score</translation>
    </message>
    <message>
      <source>Choose the prediction card Zero, Minimum, More or Maximum</source>
      <translation>Choisir la carte de prédiction Zéro, Minimum, Plus ou Maximum</translation>
    </message>
    <message>
      <source>&lt;p&gt;Dice games for one table &amp;ndash; Dice Dash, Dicegame, Match!, Triple Dice, and the classic five-dice game as Classic Dice and Nordic Dice.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Des jeux de dés pour une table &amp;ndash; Course aux dés, Jeu de dés, Match!, Triple Dice, et le jeu classique à cinq dés en Dés classiques et Dés nordiques.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>1 – 9, 0, − (Triple Dice)</source>
      <translation>1 – 9, 0, − (Triple Dice)</translation>
    </message>
    <message>
      <source>Pick or put back your die 1 to 11</source>
      <translation>Prendre ou reposer votre dé 1 à 11</translation>
    </message>
    <message>
      <source>Backspace, Escape (Triple Dice)</source>
      <translation>Retour arrière, Échap (Triple Dice)</translation>
    </message>
    <message>
      <source>Put every picked die back</source>
      <translation>Reposer tous les dés pris</translation>
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
&lt;p&gt;Un jeu de bluff et d'anticipation pour deux à quatre joueurs, en quatre manches de trois tours.&lt;/p&gt;
&lt;h3&gt;Une manche&lt;/h3&gt;
&lt;p&gt;Chacun reçoit onze dés. Neuf sont sur la table, visibles de tous ; deux sont &lt;b&gt;cachés&lt;/b&gt; (marqués
d'un cadenas) : vous seul connaissez leurs valeurs. En regardant vos dés, vous choisissez en secret
une &lt;b&gt;carte de prédiction&lt;/b&gt; pour la manche :&lt;/p&gt;
&lt;table cellpadding=3&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Zéro&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vous marquerez exactement 0 cette manche&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Minimum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;plus de 0 mais moins de 7&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Plus&lt;/b&gt;&lt;/td&gt;&lt;td&gt;7 ou plus, mais moins de 11&lt;/td&gt;&lt;/tr&gt;
&lt;tr&gt;&lt;td&gt;&lt;b&gt;Maximum&lt;/b&gt;&lt;/td&gt;&lt;td&gt;11 ou plus&lt;/td&gt;&lt;/tr&gt;
&lt;/table&gt;
&lt;p&gt;Des places partagées peuvent donner des fractions ; un score compte pour la tranche où il tombe
(6,5 est Minimum). Les cartes sont choisies l'une après l'autre.&lt;/p&gt;
&lt;p&gt;Viennent ensuite trois tours. À chaque tour, l'un après l'autre, chaque joueur pose trois de ses
dés inutilisés. Les joueurs suivants voient ce qui a été posé avant eux, sauf les valeurs des dés
cachés, qui restent secrètes (affichées ?) jusqu'à ce que tous aient joué ; alors tout est révélé.
Après trois tours, vos deux derniers dés sont mis de côté.&lt;/p&gt;
&lt;h3&gt;Qui gagne un tour&lt;/h3&gt;
&lt;p&gt;Du meilleur au moins bon : &lt;b&gt;triple&lt;/b&gt; (trois identiques), &lt;b&gt;suite&lt;/b&gt; (trois qui se suivent ; 6
et 1 ne se suivent pas), &lt;b&gt;paire&lt;/b&gt; (deux identiques), &lt;b&gt;simple&lt;/b&gt;. À combinaison égale, on compare
les dés du plus haut au plus bas : 5-2-2 bat 3-3-1, 6-2-1 bat 5-4-1. Des dés identiques font
égalité.&lt;/p&gt;
&lt;p&gt;Ce que rapporte une place dépend du nombre de joueurs ; la dernière place rapporte toujours 0,
si bien que chaque carte peut se réaliser :&lt;/p&gt;
{place_points}
&lt;p&gt;Des joueurs à égalité se partagent les points des places qu'ils occupent ensemble : deux joueurs à
égalité à deux reçoivent (6 + 0) / 2 = 3 chacun, deux premiers ex æquo sur quatre 4,5 chacun. Le premier
tour d'une manche commence dans un ordre tiré de la graine ; le gagnant d'un tour commence le suivant (le
premier à avoir joué parmi les gagnants à égalité).&lt;/p&gt;
&lt;h3&gt;Fin d'une manche&lt;/h3&gt;
&lt;p&gt;Les cartes sont révélées. Un &lt;b&gt;Zéro&lt;/b&gt; juste rapporte +40 ; toute autre carte juste double votre
score de la manche. Une carte fausse ne coûte rien. Après quatre manches, le plus haut total gagne ;
en cas d'égalité, la victoire est partagée.&lt;/p&gt;
&lt;h3&gt;Jouer ensemble sur un seul écran&lt;/h3&gt;
&lt;p&gt;En jeu à tour de rôle, un écran de confidentialité couvre la table entre les joueurs : passez
l'ordinateur, et le joueur suivant appuie sur le bouton quand personne d'autre ne regarde. L'annulation
n'est possible que jusqu'à ce que le joueur suivant ait joué.&lt;/p&gt;
</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Entrée</translation>
    </message>
    <message>
      <source>The page's main button, from a die too: Roll (Dice Dash, Dicegame, Match!); in Triple Dice play the chosen card or the three picked dice, or continue after a summary or the privacy screen</source>
      <translation>Le bouton principal de la page, même depuis un dé : Lancer (Dice Dash, Dicegame, Match!) ; au Triple Dice, jouer la carte choisie ou les trois dés pris, ou continuer après un bilan ou l'écran de confidentialité</translation>
    </message>
    <message>
      <source>Space away from a die, R</source>
      <translation>Espace hors d'un dé, R</translation>
    </message>
    <message>
      <source>← →, Home, End</source>
      <translation>← →, Début, Fin</translation>
    </message>
    <message>
      <source>Step through a replay</source>
      <translation>Parcourir une rediffusion pas à pas</translation>
    </message>
    <message>
      <source>Escape</source>
      <translation>Échap</translation>
    </message>
    <message>
      <source>Close a dialog</source>
      <translation>Fermer une boîte de dialogue</translation>
    </message>
    <message>
      <source>Everything in Dicebox can be done from the keyboard.</source>
      <translation>Tout, dans Dicebox, peut se faire au clavier.</translation>
    </message>
    <message>
      <source> Their licence texts are in &lt;code&gt;{path}&lt;/code&gt;.</source>
      <translation> Leurs textes de licence se trouvent dans &lt;code&gt;{path}&lt;/code&gt;.</translation>
    </message>
    <message>
      <source>&lt;p&gt;Fully offline: Dicebox never uses the network. Every game is decided by its seed, so any game can be replayed exactly.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Entièrement hors ligne : Dicebox n'utilise jamais le réseau. Chaque partie est décidée par sa graine, et peut donc être rejouée à l'identique.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Dicebox is MIT-licensed. Built with Python and Qt (PySide6), which it uses under the LGPL-3.0, and a few other open-source libraries.{where}&lt;/p&gt;</source>
      <translation>&lt;p&gt;Dicebox est sous licence MIT. Construit avec Python et Qt (PySide6), utilisé sous LGPL-3.0, et quelques autres bibliothèques libres.{where}&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>Scorecard</name>
    <message>
      <source>Subtotal</source>
      <translation>Sous-total</translation>
    </message>
    <message>
      <source>Column total</source>
      <translation>Total de la colonne</translation>
    </message>
    <message>
      <source>Counted (×)</source>
      <translation>Compté (×)</translation>
    </message>
    <message>
      <source>Grand total</source>
      <translation>Total général</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>{player}, column ×{multiplier}</source>
      <translation>{player}, colonne ×{multiplier}</translation>
    </message>
    <message>
      <source> (playing now)</source>
      <translation> (joue en ce moment)</translation>
    </message>
    <message>
      <source>, column ×{multiplier}</source>
      <translation>, colonne ×{multiplier}</translation>
    </message>
    <message>
      <source>{player} column ×{multiplier}</source>
      <translation>{player} colonne ×{multiplier}</translation>
    </message>
    <message>
      <source>{points} if scored now</source>
      <translation>{points} si inscrit maintenant</translation>
    </message>
    <message>
      <source>open</source>
      <translation>libre</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>vide</translation>
    </message>
    <message>
      <source>{row}, {where}: {what}</source>
      <translation>{row}, {where} : {what}</translation>
    </message>
    <message>
      <source> plus a {bonus}-point bonus</source>
      <translation> plus un bonus de {bonus} points</translation>
    </message>
    <message>
      <source>; counts ×{multiplier}: +{gain} to the grand total</source>
      <translation> ; compte ×{multiplier} : +{gain} au total général</translation>
    </message>
    <message>
      <source> (a deliberate 0: the dice do not fit)</source>
      <translation> (un 0 volontaire : les dés ne conviennent pas)</translation>
    </message>
    <message>
      <source>Score {category} now: {points}{zero}{bonus}{counts}. Click or press Enter.</source>
      <translation>Inscrire {category} maintenant : {points}{zero}{bonus}{counts}. Cliquez ou appuyez sur Entrée.</translation>
    </message>
    <message>
      <source>{player}: {category} scored {points}</source>
      <translation>{player} : {category} inscrit pour {points}</translation>
    </message>
    <message>
      <source>{player}: {category} scored {points} on roll {roll}</source>
      <translation>{player} : {category} inscrit pour {points} au lancer {roll}</translation>
    </message>
    <message>
      <source>{bonus}: {rule}. Progress {progress}/{target}.</source>
      <translation>{bonus} : {rule}. Progression {progress}/{target}.</translation>
    </message>
    <message>
      <source>{bonus}: {rule}. {player} has {count} so far.</source>
      <translation>{bonus} : {rule}. {player} en a {count} pour l'instant.</translation>
    </message>
    <message>
      <source>Scorecard</source>
      <translation>Feuille de score</translation>
    </message>
    <message>
      <source>Arrow keys move between boxes; Enter scores the chosen box. Each box says what it would score now.</source>
      <translation>Les flèches passent d'une case à l'autre ; Entrée inscrit la case choisie. Chaque case dit ce qu'elle rapporterait maintenant.</translation>
    </message>
  </context>
  <context>
    <name>ScorecardPage</name>
    <message>
      <source>Roll</source>
      <translation>Lancer</translation>
    </message>
    <message>
      <source>A replay: step through it with the buttons below, or ← →</source>
      <translation>Une rediffusion : parcourez-la avec les boutons ci-dessous, ou ← →</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <source>Roll {roll} of {rolls}</source>
      <translation>Lancer {roll} sur {rolls}</translation>
    </message>
    <message>
      <source>The game is over. Start a new game or play this seed again (Game menu).</source>
      <translation>La partie est terminée. Commencez-en une nouvelle ou rejouez cette graine (menu Partie).</translation>
    </message>
    <message>
      <source>No rolls left</source>
      <translation>Plus de lancer</translation>
    </message>
    <message>
      <source>All {rolls} rolls are used: choose a box on the scorecard to score.</source>
      <translation>Les {rolls} lancers sont utilisés : choisissez une case de la feuille à inscrire.</translation>
    </message>
    <message>
      <source>Roll – {left} left</source>
      <translation>Lancer – reste {left}</translation>
    </message>
    <message>
      <source>All {count} dice are held: release a die to roll, or score.</source>
      <translation>Les {count} dés sont gardés : libérez-en un pour lancer, ou inscrivez.</translation>
    </message>
    <message>
      <source>Click dice or press 1–{last} to hold · R to roll · click a box or Enter to score</source>
      <translation>Cliquez les dés ou appuyez sur 1–{last} pour garder · R pour lancer · cliquez une case ou Entrée pour inscrire</translation>
    </message>
    <message>
      <source>Roll the dice that are not held (R; Space too, away from a die).</source>
      <translation>Lancer les dés qui ne sont pas gardés (R ; aussi Espace, hors d'un dé).</translation>
    </message>
    <message>
      <source>Game over — {headline}</source>
      <translation>Partie terminée — {headline}</translation>
    </message>
    <message>
      <source>assisted</source>
      <translation>assistée</translation>
    </message>
    <message>
      <source>Turn {turn}</source>
      <translation>Tour {turn}</translation>
    </message>
    <message>
      <source>Turn {turn} of {turns}</source>
      <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>À vous de jouer</translation>
    </message>
    <message>
      <source>{player}'s turn</source>
      <translation>Au tour de {player}</translation>
    </message>
    <message>
      <source>{turn} (computer, {level})</source>
      <translation>{turn} (ordinateur, {level})</translation>
    </message>
    <message>
      <source> · assisted</source>
      <translation> · assistée</translation>
    </message>
    <message>
      <source>That is {player}'s column; it is {current}'s turn.</source>
      <translation>C'est la colonne de {player} ; c'est au tour de {current}.</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>The remembered game “{game}” is not one of Dicebox's games; {default} is used.</source>
      <translation>Le jeu mémorisé « {game} » n'est pas un jeu de Dicebox ; {default} est utilisé.</translation>
    </message>
    <message>
      <source>The remembered players for {game} are not a list of names; the default players are used.</source>
      <translation>Les joueurs mémorisés pour {game} ne sont pas une liste de noms ; les joueurs par défaut sont utilisés.</translation>
    </message>
    <message>
      <source>The remembered players for {game} ({players}) cannot be used: {reason} The default players are used.</source>
      <translation>Les joueurs mémorisés pour {game} ({players}) ne peuvent pas servir : {reason} Les joueurs par défaut sont utilisés.</translation>
    </message>
    <message>
      <source>The remembered seats for {game} cannot be used ({problem}); the default seats are used.</source>
      <translation>Les places mémorisées pour {game} ne peuvent pas servir ({problem}) ; les places par défaut sont utilisées.</translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <source>{player} scored {points}</source>
      <translation>{player} a marqué {points}</translation>
    </message>
    <message>
      <source>{names} wins with {top}!</source>
      <translation>{names} gagne avec {top} !</translation>
    </message>
    <message>
      <source>{join} share the win with {top}!</source>
      <translation>{join} se partagent la victoire avec {top} !</translation>
    </message>
    <message>
      <source> and </source>
      <translation> et </translation>
    </message>
    <message>
      <source>{who}New personal best!</source>
      <translation>{who}Nouveau record personnel !</translation>
    </message>
    <message>
      <source>{who}{ordinal} best of {of} {name} scores</source>
      <translation>{who}{ordinal} meilleur de {of} scores de {name}</translation>
    </message>
    <message>
      <source>keep {dice}</source>
      <translation>garder {dice}</translation>
    </message>
    <message>
      <source>roll every die again</source>
      <translation>relancer tous les dés</translation>
    </message>
    <message>
      <source>chance to win {before} → {after}</source>
      <translation>chance de gagner {before} → {after}</translation>
    </message>
    <message>
      <source>Every decision kept the most chance to win.</source>
      <translation>Chaque décision a gardé la meilleure chance de gagner.</translation>
    </message>
    <message>
      <source>Most chance to win given away: turn {turn}, {chosen} instead of {best} ({change}).</source>
      <translation>Décision qui a coûté le plus de chances de gagner : tour {turn}, {chosen} au lieu de {best} ({change}).</translation>
    </message>
    <message>
      <source>{line}; {change}</source>
      <translation>{line} ; {change}</translation>
    </message>
    <message>
      <source>{line}; most chance to win: {best}</source>
      <translation>{line} ; meilleure chance de gagner : {best}</translation>
    </message>
    <message>
      <source>exactly</source>
      <translation>exact</translation>
    </message>
    <message>
      <source>estimated: three-column values are estimates</source>
      <translation>estimé : les valeurs à trois colonnes sont des estimations</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{who}{loss} points&lt;/b&gt; lost to the best play ({kind}), over {decisions} decisions.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{who}{loss} points&lt;/b&gt; perdus par rapport au meilleur jeu ({kind}), sur {decisions} décisions.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Turn {turn}: {chosen}; best was {best} (−{loss})</source>
      <translation>Tour {turn} : {chosen} ; le mieux était {best} (−{loss})</translation>
    </message>
    <message>
      <source>Every decision was the best one.</source>
      <translation>Chaque décision était la meilleure.</translation>
    </message>
    <message>
      <source>Points by box</source>
      <translation>Points par case</translation>
    </message>
    <message>
      <source>Each box's points for every player and column, then the bonuses and totals.</source>
      <translation>Les points de chaque case pour chaque joueur et chaque colonne, puis les bonus et les totaux.</translation>
    </message>
    <message>
      <source>Column total</source>
      <translation>Total de la colonne</translation>
    </message>
    <message>
      <source>Counts</source>
      <translation>Compte</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Ranking</source>
      <translation>Classement</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Place</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source> (shared)</source>
      <translation> (partagée)</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partie terminée</translation>
    </message>
    <message>
      <source>{name} · seed {seed}</source>
      <translation>{name} · graine {seed}</translation>
    </message>
    <message>
      <source>Reviewing every decision…</source>
      <translation>Analyse de chaque décision…</translation>
    </message>
    <message>
      <source>Play again (same seed)</source>
      <translation>Rejouer (même graine)</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nouvelle partie…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>No review for this game: {escape}</source>
      <translation>Pas d'analyse pour cette partie : {escape}</translation>
    </message>
  </context>
  <context>
    <name>TripleCards</name>
    <message>
      <source>Card {card_title}</source>
      <translation>Carte {card_title}</translation>
    </message>
    <message>
      <source>{card_title}: {card_band}. {capitalize}. Key {key}.</source>
      <translation>{card_title} : {card_band}. {capitalize}. Touche {key}.</translation>
    </message>
    <message>
      <source>CHOSEN</source>
      <translation>CHOISIE</translation>
    </message>
    <message>
      <source>Card {card_title}: {card_band}</source>
      <translation>Carte {card_title} : {card_band}</translation>
    </message>
    <message>
      <source>A card lies face-down: it is turned over at the end of the round</source>
      <translation>Une carte est posée face cachée : elle sera retournée à la fin de la manche</translation>
    </message>
    <message>
      <source>No card yet</source>
      <translation>Pas encore de carte</translation>
    </message>
  </context>
  <context>
    <name>TripleFrames</name>
    <message>
      <source>Running totals</source>
      <translation>Totaux en cours</translation>
    </message>
    <message>
      <source>Each player's points per round and in all</source>
      <translation>Les points de chaque joueur par manche et au total</translation>
    </message>
  </context>
  <context>
    <name>TripleHand</name>
    <message>
      <source>PRIVATE</source>
      <translation>CACHÉS</translation>
    </message>
    <message>
      <source>Your two private dice: the others see them only after the turn you submit them in. Unused private dice are never shown.</source>
      <translation>Vos deux dés cachés : les autres ne les voient qu'après le tour où vous les posez. Les dés cachés inutilisés ne sont jamais montrés.</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Vider</translation>
    </message>
    <message>
      <source>Put the picked dice back (Backspace)</source>
      <translation>Reposer les dés pris (Retour arrière)</translation>
    </message>
    <message>
      <source>Submit 3 dice ⏎</source>
      <translation>Poser 3 dés ⏎</translation>
    </message>
    <message>
      <source>Play card face-down ⏎</source>
      <translation>Jouer la carte face cachée ⏎</translation>
    </message>
    <message>
      <source>Your card: &lt;b&gt;{card_title}&lt;/b&gt;</source>
      <translation>Votre carte : &lt;b&gt;{card_title}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>{card_title}: {card_band}. Only you can see it until the round ends.</source>
      <translation>{card_title} : {card_band}. Vous seul la voyez jusqu'à la fin de la manche.</translation>
    </message>
    <message>
      <source>Card played face-down</source>
      <translation>Carte jouée face cachée</translation>
    </message>
    <message>
      <source>No card yet</source>
      <translation>Pas encore de carte</translation>
    </message>
    <message>
      <source>This round {so_far} · Total &lt;b&gt;{points}&lt;/b&gt;</source>
      <translation>Cette manche {so_far} · Total &lt;b&gt;{points}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Enter submits.</source>
      <translation>Entrée les pose.</translation>
    </message>
    <message>
      <source>Picked: &lt;b&gt;{shown}&lt;/b&gt;</source>
      <translation>Pris : &lt;b&gt;{shown}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Pick {left} more · keys 1–9, 0, −</source>
      <translation>Encore {left} à prendre · touches 1–9, 0, −</translation>
    </message>
    <message>
      <source>Chosen: &lt;b&gt;{card_title}&lt;/b&gt;</source>
      <translation>Choisie : &lt;b&gt;{card_title}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Enter plays it.</source>
      <translation>Entrée la joue.</translation>
    </message>
    <message>
      <source>Choose a card above (keys 1–4).</source>
      <translation>Choisissez une carte ci-dessus (touches 1–4).</translation>
    </message>
    <message>
      <source>Put these 3 dice down for this turn (Enter)</source>
      <translation>Poser ces 3 dés pour ce tour (Entrée)</translation>
    </message>
    <message>
      <source>Pick exactly 3 unused dice first ({len} picked): click them or press their keys.</source>
      <translation>Prenez d'abord exactement 3 dés inutilisés ({len} pris) : cliquez-les ou appuyez sur leurs touches.</translation>
    </message>
    <message>
      <source>Play the chosen card face-down (Enter)</source>
      <translation>Jouer la carte choisie face cachée (Entrée)</translation>
    </message>
    <message>
      <source>Choose one of the four cards first: click it or press 1–4.</source>
      <translation>Choisissez d'abord l'une des quatre cartes : cliquez-la ou appuyez sur 1–4.</translation>
    </message>
  </context>
  <context>
    <name>TripleIntents</name>
    <message>
      <source>The game is over. Start a new game or replay this seed.</source>
      <translation>La partie est terminée. Commencez-en une nouvelle ou rejouez cette graine.</translation>
    </message>
    <message>
      <source>It is {who}'s turn; please wait.</source>
      <translation>C'est au tour de {who} ; patientez.</translation>
    </message>
    <message>
      <source>First pick your prediction card; dice are played after every card is down.</source>
      <translation>Choisissez d'abord votre carte de prédiction ; les dés se jouent une fois toutes les cartes posées.</translation>
    </message>
    <message>
      <source>Die {value} was used in turn {used}; pick from your unused dice.</source>
      <translation>Le dé {value} a servi au tour {used} ; prenez parmi vos dés inutilisés.</translation>
    </message>
    <message>
      <source>You have 3 dice picked: click one to put it back, or Submit.</source>
      <translation>Vous avez pris 3 dés : cliquez-en un pour le reposer, ou posez-les.</translation>
    </message>
    <message>
      <source>Pick exactly 3 dice to submit ({len} picked).</source>
      <translation>Prenez exactement 3 dés à poser ({len} pris).</translation>
    </message>
    <message>
      <source>Cards are picked at the start of a round; now the dice are played.</source>
      <translation>Les cartes se choisissent en début de manche ; c'est maintenant le tour des dés.</translation>
    </message>
    <message>
      <source>Choose one of the four cards first (click it, or press 1–4).</source>
      <translation>Choisissez d'abord l'une des quatre cartes (cliquez-la, ou appuyez sur 1–4).</translation>
    </message>
    <message>
      <source>Press 1–4 to choose a card: 1 Zero, 2 Minimum, 3 More, 4 Maximum.</source>
      <translation>Appuyez sur 1–4 pour choisir une carte : 1 Zéro, 2 Minimum, 3 Plus, 4 Maximum.</translation>
    </message>
  </context>
  <context>
    <name>TripleModels</name>
    <message>
      <source>×2 if right</source>
      <translation>×2 si juste</translation>
    </message>
    <message>
      <source>+{fixed} if right</source>
      <translation>+{fixed} si juste</translation>
    </message>
    <message>
      <source>{names} wins with {points}!</source>
      <translation>{names} gagne avec {points} !</translation>
    </message>
    <message>
      <source>{join} share the win with {points}!</source>
      <translation>{join} se partagent la victoire avec {points} !</translation>
    </message>
    <message>
      <source>R{round}</source>
      <translation>M{round}</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>Total: finished rounds with their card bonuses, plus this round's points so far</source>
      <translation>Total : manches terminées avec leurs bonus de carte, plus les points de cette manche jusqu'ici</translation>
    </message>
    <message>
      <source>Round {value}: turn points plus the card bonus</source>
      <translation>Manche {value} : points des tours plus le bonus de carte</translation>
    </message>
    <message>
      <source>{name} is to play</source>
      <translation>à {name} de jouer</translation>
    </message>
    <message>
      <source>{name}: {total} in all</source>
      <translation>{name} : {total} en tout</translation>
    </message>
    <message>
      <source>doubled for a correct card</source>
      <translation>doublé pour une carte juste</translation>
    </message>
    <message>
      <source>+{fixed} for a correct {card}</source>
      <translation>+{fixed} pour une carte {card} juste</translation>
    </message>
    <message>
      <source>Round {value}: {score} points, card {card_title} hit, {why}: {gain}</source>
      <translation>Manche {value} : {score} points, carte {card_title} réussie, {why} : {gain}</translation>
    </message>
    <message>
      <source>Round {value}: {score} points, card {card_title} missed: {gain}</source>
      <translation>Manche {value} : {score} points, carte {card_title} manquée : {gain}</translation>
    </message>
    <message>
      <source>Round {value} so far: {so_far} (the card bonus comes at the round's end)</source>
      <translation>Manche {value} jusqu'ici : {so_far} (le bonus de carte vient en fin de manche)</translation>
    </message>
    <message>
      <source>Round {value} is still to come</source>
      <translation>La manche {value} reste à jouer</translation>
    </message>
  </context>
  <context>
    <name>TripleMoments</name>
    <message>
      <source>Player</source>
      <translation>Joueur</translation>
    </message>
    <message>
      <source>Card</source>
      <translation>Carte</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source>Hit?</source>
      <translation>Juste ?</translation>
    </message>
    <message>
      <source>Bonus</source>
      <translation>Bonus</translation>
    </message>
    <message>
      <source>Round</source>
      <translation>Manche</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>✔ hit</source>
      <translation>✔ oui</translation>
    </message>
    <message>
      <source>✘ missed</source>
      <translation>✘ non</translation>
    </message>
    <message>
      <source>Round {number} of {rounds} — the cards are turned over</source>
      <translation>Manche {number} sur {rounds} — les cartes sont retournées</translation>
    </message>
    <message>
      <source>A correct card pays: zero gives +40, any other card doubles the round's points. Unused private dice stay secret.</source>
      <translation>Une carte juste rapporte : Zéro donne +40, toute autre carte double les points de la manche. Les dés cachés inutilisés restent secrets.</translation>
    </message>
    <message>
      <source>Continue to round {value} ⏎</source>
      <translation>Passer à la manche {value} ⏎</translation>
    </message>
    <message>
      <source>Pass to {name}</source>
      <translation>Passez à {name}</translation>
    </message>
    <message>
      <source>{short_name}'s dice and card are hidden. </source>
      <translation>Les dés et la carte de {short_name} sont cachés. </translation>
    </message>
    <message>
      <source>Every private die and card is hidden. </source>
      <translation>Tous les dés cachés et les cartes sont masqués. </translation>
    </message>
    <message>
      <source>Only {short} should look once the button is pressed.</source>
      <translation>Seul {short} doit regarder une fois le bouton pressé.</translation>
    </message>
    <message>
      <source>I'm {short} — show my dice ⏎</source>
      <translation>Je suis {short} — montrer mes dés ⏎</translation>
    </message>
    <message>
      <source>I am {name}, show my dice</source>
      <translation>Je suis {name}, montrer mes dés</translation>
    </message>
    <message>
      <source> (shared)</source>
      <translation> (partagée)</translation>
    </message>
    <message>
      <source>{hits} of {len} cards came true</source>
      <translation>{hits} cartes justes sur {len}</translation>
    </message>
    <message>
      <source>Round {record} — the last cards turned over</source>
      <translation>Manche {record} — les dernières cartes retournées</translation>
    </message>
  </context>
  <context>
    <name>TriplePage</name>
    <message>
      <source>Game over · {headline}</source>
      <translation>Partie terminée · {headline}</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} · {who} to pick a card</source>
      <translation>Manche {round} sur {rounds} · {who} choisit une carte</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} · Turn {turn} · {who} to submit</source>
      <translation>Manche {round} sur {rounds} · Tour {turn} · {who} pose</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <source>Italic: this round so far, before the card bonus.</source>
      <translation>En italique : cette manche jusqu'ici, avant le bonus de carte.</translation>
    </message>
    <message>
      <source>Round {number} · turn {turn} result</source>
      <translation>Manche {number} · résultat du tour {turn}</translation>
    </message>
    <message>
      <source>game over</source>
      <translation>partie terminée</translation>
    </message>
    <message>
      <source>card face-down</source>
      <translation>carte face cachée</translation>
    </message>
    <message>
      <source>picking a card…</source>
      <translation>choisit une carte…</translation>
    </message>
    <message>
      <source>thinking…</source>
      <translation>réfléchit…</translation>
    </message>
    <message>
      <source>to pick a card</source>
      <translation>carte à choisir</translation>
    </message>
    <message numerus="yes">
      <source>%n left</source>
      <translation>
        <numerusform>encore %n</numerusform>
        <numerusform>encore %n</numerusform>
      </translation>
    </message>
    <message>
      <source>submitted · {dice}</source>
      <translation>posés · {dice}</translation>
    </message>
    <message>
      <source>thinking… · {dice}</source>
      <translation>réfléchit… · {dice}</translation>
    </message>
    <message>
      <source>playing… · {dice}</source>
      <translation>joue… · {dice}</translation>
    </message>
    <message>
      <source>waiting · {dice}</source>
      <translation>attend · {dice}</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} — {name}, pick your prediction card</source>
      <translation>Manche {round} sur {rounds} — {name}, choisissez votre carte de prédiction</translation>
    </message>
    <message>
      <source>Round {round} of {rounds} — {acting} is picking a card</source>
      <translation>Manche {round} sur {rounds} — {acting} choisit une carte</translation>
    </message>
    <message>
      <source>{name} (you)</source>
      <translation>{name} (vous)</translation>
    </message>
    <message>
      <source>Round {round} of {rounds}: {short} picks a prediction card.</source>
      <translation>Manche {round} sur {rounds} : {short} choisit une carte de prédiction.</translation>
    </message>
    <message>
      <source>Round {round} of {rounds}, turn {turn}: {short} submits 3 dice.</source>
      <translation>Manche {round} sur {rounds}, tour {turn} : {short} pose 3 dés.</translation>
    </message>
    <message>
      <source>How many points will you make this round? Your card stays face-down until the round ends.</source>
      <translation>Combien de points ferez-vous cette manche ? Votre carte reste face cachée jusqu'à la fin de la manche.</translation>
    </message>
    <message>
      <source>assisted</source>
      <translation>assistée</translation>
    </message>
    <message>
      <source>Your card: {card_title} — waiting for {acting} to pick</source>
      <translation>Votre carte : {card_title} — en attendant que {acting} choisisse</translation>
    </message>
    <message>
      <source>The cards are turned over when the round ends.</source>
      <translation>Les cartes sont retournées à la fin de la manche.</translation>
    </message>
    <message>
      <source>Every player picks a card, in seat order, before the first turn.</source>
      <translation>Chaque joueur choisit une carte, dans l'ordre des places, avant le premier tour.</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partie est terminée.</translation>
    </message>
    <message>
      <source>Waiting for {acting} to pick a card…</source>
      <translation>En attendant que {acting} choisisse une carte…</translation>
    </message>
    <message>
      <source>Waiting for {acting}…</source>
      <translation>En attendant {acting}…</translation>
    </message>
    <message>
      <source>Undo {short_name}'s last move</source>
      <translation>Annuler le dernier coup de {short_name}</translation>
    </message>
    <message>
      <source>Triple Dice · seed {seed}</source>
      <translation>Triple Dice · graine {seed}</translation>
    </message>
  </context>
  <context>
    <name>TripleParts</name>
    <message>
      <source>{who}, to act</source>
      <translation>{who}, à jouer</translation>
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
      <translation>{place} : {points}</translation>
    </message>
    <message numerus="yes">
      <source>Turn points with %n players: {places}</source>
      <translation>
        <numerusform>Points de tour à %n joueur : {places}</numerusform>
        <numerusform>Points de tour à %n joueurs : {places}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n joueur</numerusform>
        <numerusform>%n joueurs</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TripleSide</name>
    <message>
      <source>Turn results</source>
      <translation>Résultats des tours</translation>
    </message>
    <message>
      <source>No turn played yet this game.</source>
      <translation>Aucun tour joué pour l'instant dans cette partie.</translation>
    </message>
    <message>
      <source>shared place: tied players share the points</source>
      <translation>place partagée : les joueurs à égalité se partagent les points</translation>
    </message>
  </context>
  <context>
    <name>TripleSpoken</name>
    <message>
      <source>Card {card} chosen. Enter plays it.</source>
      <translation>Carte {card} choisie. Entrée la joue.</translation>
    </message>
    <message>
      <source>You play {card}.</source>
      <translation>Vous jouez {card}.</translation>
    </message>
    <message>
      <source>Die {number}, {face}, picked: 3 of 3. Enter submits them.</source>
      <translation>Dé {number}, {face}, choisi : 3 sur 3. Entrée les présente.</translation>
    </message>
    <message>
      <source>Die {number}, {face}, picked: {picked} of 3.</source>
      <translation>Dé {number}, {face}, choisi : {picked} sur 3.</translation>
    </message>
    <message>
      <source>Die {number} put back: {picked} of 3 picked.</source>
      <translation>Dé {number} reposé : {picked} sur 3 choisis.</translation>
    </message>
    <message>
      <source>{place} {player}, +{points}</source>
      <translation>{place} {player}, +{points}</translation>
    </message>
    <message>
      <source>Turn {turn} result: {places}.</source>
      <translation>Résultat du tour {turn} : {places}.</translation>
    </message>
    <message>
      <source>Round {number} is over.</source>
      <translation>La manche {number} est terminée.</translation>
    </message>
    <message>
      <source>{player}: card {card} came true, +{gain}, total {total}.</source>
      <translation>{player} : carte {card} réussie, +{gain}, total {total}.</translation>
    </message>
    <message>
      <source>{player}: card {card} missed, +{gain}, total {total}.</source>
      <translation>{player} : carte {card} manquée, +{gain}, total {total}.</translation>
    </message>
  </context>
  <context>
    <name>TripleTable</name>
    <message>
      <source>R{number} {card_title} ✔+{bonus}</source>
      <translation>M{number} ✔+{bonus} {card_title}</translation>
    </message>
    <message>
      <source>Round {number}: card {card_title} came true, bonus +{bonus}</source>
      <translation>Manche {number} : carte {card_title} juste, bonus +{bonus}</translation>
    </message>
    <message>
      <source>R{number} {card_title} ✘</source>
      <translation>M{number} ✘ {card_title}</translation>
    </message>
    <message>
      <source>Round {number}: card {card_title} missed, no bonus</source>
      <translation>Manche {number} : carte {card_title} manquée, pas de bonus</translation>
    </message>
    <message>
      <source>{name}'s dice: {dice}</source>
      <translation>Dés de {name} : {dice}</translation>
    </message>
    <message>
      <source>{who}: {points} points so far (this round's card bonus comes at its end)</source>
      <translation>{who} : {points} points jusqu'ici (le bonus de carte de cette manche vient à sa fin)</translation>
    </message>
    <message>
      <source>{who}, {points} points, {status}</source>
      <translation>{who}, {points} points, {status}</translation>
    </message>
    <message>
      <source>{who}, this turn: {dice}</source>
      <translation>{who}, ce tour-ci : {dice}</translation>
    </message>
    <message>
      <source>Turn {turn} of {turns} · order: {order}</source>
      <translation>Tour {turn} sur {turns} · ordre : {order}</translation>
    </message>
    <message>
      <source>? until all have played</source>
      <translation>? jusqu'à ce que tous aient joué</translation>
    </message>
    <message>
      <source>? until all played</source>
      <translation>? en fin de tour</translation>
    </message>
    <message>
      <source>your move</source>
      <translation>à vous</translation>
    </message>
    <message>
      <source>playing now</source>
      <translation>joue en ce moment</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>en attente</translation>
    </message>
    <message>
      <source>Private dice show as ? until everyone has played this turn; then all are turned over.</source>
      <translation>Les dés cachés s'affichent ? jusqu'à ce que chacun ait joué ce tour ; alors tous sont révélés.</translation>
    </message>
    <message>
      <source>Each player puts down 3 dice in turn. Best combination: triple, straight, double, single.</source>
      <translation>Chacun pose 3 dés à son tour. Meilleure combinaison : triple, suite, paire, simple.</translation>
    </message>
  </context>
  <context>
    <name>TripleWidgets</name>
    <message>
      <source>Die {value}</source>
      <translation>Dé {value}</translation>
    </message>
    <message>
      <source>{die} (private)</source>
      <translation>{die} (caché)</translation>
    </message>
    <message>
      <source>{die}, used in turn {used}</source>
      <translation>{die}, utilisé au tour {used}</translation>
    </message>
    <message>
      <source> Only you can see it until the turn it is submitted in ends.</source>
      <translation> Vous seul le voyez jusqu'à la fin du tour où il est posé.</translation>
    </message>
    <message>
      <source>{name}: used in turn {used}; pick from your unused dice.{secret}</source>
      <translation>{name} : utilisé au tour {used} ; prenez parmi vos dés inutilisés.{secret}</translation>
    </message>
    <message>
      <source>{name} is picked ({pick_number} of 3). Click or press {key} to put it back.{secret}</source>
      <translation>{name} est pris ({pick_number} sur 3). Cliquez ou appuyez sur {key} pour le reposer.{secret}</translation>
    </message>
    <message>
      <source>{name}: click or press {key} to pick it for this turn.{secret}</source>
      <translation>{name} : cliquez ou appuyez sur {key} pour le prendre pour ce tour.{secret}</translation>
    </message>
    <message>
      <source>used</source>
      <translation>joué</translation>
    </message>
    <message>
      <source>PICKED</source>
      <translation>PRIS</translation>
    </message>
    <message>
      <source>PICK</source>
      <translation>PRENDRE</translation>
    </message>
    <message>
      <source>not played yet</source>
      <translation>pas encore joués</translation>
    </message>
    <message>
      <source>hidden</source>
      <translation>caché</translation>
    </message>
    <message>
      <source>{die} (used)</source>
      <translation>{die} (joué)</translation>
    </message>
  </context>
  <context>
    <name>WindowDialogs</name>
    <message>
      <source>Saved game not resumed</source>
      <translation>Partie enregistrée non reprise</translation>
    </message>
  </context>
</TS>