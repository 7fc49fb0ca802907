<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
  <context>
    <name>ChartLine</name>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores: {first} in {where}.</source>
      <translation>
        <numerusform>Line chart of %Ln {game} score: {first} in {where}.</numerusform>
        <numerusform>Line chart of %Ln {game} scores: {first} in {where}.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Line chart of %Ln {game} scores in order, from {where} to {where2}: first {number_text}, last {number_text2}; best {number_text3} in {where3}; lowest {number_text4} in {where4}; {average_name} {trend}.</source>
      <translation>
        <numerusform>Line chart of %Ln {game} score in order, from {where} to {where2}: first {number_text}, last {number_text2}; best {number_text3} in {where3}; lowest {number_text4} in {where4}; {average_name} {trend}.</numerusform>
        <numerusform>Line chart of %Ln {game} scores in order, from {where} to {where2}: first {number_text}, last {number_text2}; best {number_text3} in {where3}; lowest {number_text4} in {where4}; {average_name} {trend}.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Charts</name>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln game</numerusform>
        <numerusform>%Ln games</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: {best}</source>
      <translation>
        <numerusform>Histogram of %Ln {game} score: {best}</numerusform>
        <numerusform>Histogram of %Ln {game} scores: {best}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Histogram of %Ln {game} scores: most {where} ({games})</source>
      <translation>
        <numerusform>Histogram of %Ln {game} score: most {where} ({games})</numerusform>
        <numerusform>Histogram of %Ln {game} scores: most {where} ({games})</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Kiosk</name>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>KioskConfig</name>
    <message numerus="yes">
      <source> (and %n more problems in the kiosk log)</source>
      <translation>
        <numerusform> (and %n more problem in the kiosk log)</numerusform>
        <numerusform> (and %n more problems in the kiosk log)</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>KioskPin</name>
    <message numerus="yes">
      <source>Wrong PIN. %n more tries before a lock-out.</source>
      <translation>
        <numerusform>Wrong PIN. %n more try before a lock-out.</numerusform>
        <numerusform>Wrong PIN. %n more tries before a lock-out.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RecordsScores</name>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>RecordsWindow</name>
    <message numerus="yes">
      <source>%Ln games</source>
      <translation>
        <numerusform>%Ln game</numerusform>
        <numerusform>%Ln games</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TriplePage</name>
    <message numerus="yes">
      <source>%n left</source>
      <translation>
        <numerusform>%n left</numerusform>
        <numerusform>%n left</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TriplePoints</name>
    <message numerus="yes">
      <source>Turn points with %n players: {places}</source>
      <translation>
        <numerusform>Turn points with %n player: {places}</numerusform>
        <numerusform>Turn points with %n players: {places}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
  </context>
</TS>