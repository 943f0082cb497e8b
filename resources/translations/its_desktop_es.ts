<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name></name>
    <message>
        <source>ITS Table Assistant: unexpected error</source>
        <translation>ITS Table Assistant: error inesperado</translation>
    </message>
    <message>
        <source>Something went wrong that the app did not expect.</source>
        <translation>Ha ocurrido algo que la aplicación no esperaba.</translation>
    </message>
    <message>
        <source>A report was saved to %1. Please send it with a word on what you were doing.</source>
        <translation>Se guardó un informe en %1. Envíalo con unas palabras sobre lo que estabas haciendo.</translation>
    </message>
    <message>
        <source>The report could not be saved: see the log.</source>
        <translation>No se pudo guardar el informe: consulta el registro.</translation>
    </message>
    <message>
        <source>Every score entry is already saved; you can go on or close the app.</source>
        <translation>Cada anotación de puntuación ya está guardada; puedes seguir o cerrar la aplicación.</translation>
    </message>
    <message>
        <source>Open the report&apos;s folder</source>
        <translation>Abrir la carpeta del informe</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About ITS Table Assistant</source>
        <translation>Acerca de ITS Table Assistant</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scenario tables, domination, scoring and tournaments for Infinity ITS.&lt;br&gt;MIT licence. Qt %1, Python %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mesas de escenario, dominación, puntuación y torneos para Infinity ITS.&lt;br&gt;Licencia MIT. Qt %1, Python %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliotecas</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Fuentes</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Only changes with a reason (corrections, overrides)</source>
        <translation>Solo los cambios con motivo (correcciones, excepciones)</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Cuándo (UTC)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n cambio</numerusform>
            <numerusform>%n cambios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckOverlay</name>
    <message>
        <source>S</source>
        <comment>pin: the sniper&apos;s best point</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>P</source>
        <comment>pin: the paratrooper&apos;s best landing</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>O</source>
        <comment>pin: sees the most objectives</comment>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message>
        <source>Not checked yet: lay out the scenery, then check this table.</source>
        <translation>Aún sin comprobar: coloca la escenografía y luego comprueba esta mesa.</translation>
    </message>
    <message>
        <source>Checking the lines of fire…</source>
        <translation>Comprobando las Líneas de Tiro…</translation>
    </message>
    <message>
        <source>The table changed: check it again.</source>
        <translation>La mesa ha cambiado: compruébala de nuevo.</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>La comprobación ha fallado: %1</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Comprobación cancelada.</translation>
    </message>
    <message>
        <source>%1 of %2 checks fail (bold rows). The table shows them.</source>
        <translation>%1 de %2 comprobaciones fallan (filas en negrita). La mesa las muestra.</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Todas las comprobaciones se superan.</translation>
    </message>
    <message>
        <source>Check this table</source>
        <translation>Comprobar esta mesa</translation>
    </message>
    <message>
        <source>Lines of fire for both sides, infantry and TAG: where a sniper or a paratrooper would own the table (Ctrl+K)</source>
        <translation>Líneas de Tiro de ambos bandos, infantería y TAG: desde dónde un francotirador o un paracaidista dominaría la mesa (Ctrl+K)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the table check</source>
        <translation>Cancelar la comprobación de la mesa</translation>
    </message>
    <message>
        <source>Findings shown for</source>
        <translation>Resultados mostrados para</translation>
    </message>
    <message>
        <source>Table check findings</source>
        <translation>Resultados de la comprobación de la mesa</translation>
    </message>
    <message>
        <source>Table check progress</source>
        <translation>Progreso de la comprobación de la mesa</translation>
    </message>
    <message>
        <source>Show the findings on the table</source>
        <translation>Mostrar los resultados en la mesa</translation>
    </message>
    <message>
        <source>Check (threshold)</source>
        <translation>Comprobación (umbral)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Every threshold is a first guess, to be tuned with organizers. Definitions: docs/terrain.md.</source>
        <translation>Cada umbral es una primera estimación, a ajustar con los organizadores. Definiciones: docs/terrain.md.</translation>
    </message>
    <message>
        <source>Infantry (Silhouette 2)</source>
        <translation>Infantería (Silueta 2)</translation>
    </message>
    <message>
        <source>TAG (Silhouette 7)</source>
        <translation>TAG (Silueta 7)</translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>Mover %n tropa</numerusform>
            <numerusform>Mover %n tropas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n trooper(s)</source>
        <translation>
            <numerusform>Eliminar %n tropa</numerusform>
            <numerusform>Eliminar %n tropas</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Database not reachable</source>
        <translation>Base de datos inaccesible</translation>
    </message>
    <message>
        <source>The database cannot be reached:</source>
        <translation>No se puede acceder a la base de datos:</translation>
    </message>
</context>
<context>
    <name>DeckLogDialog</name>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Player turn</source>
        <translation>Turno de Jugador</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Cumplida</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Descartada</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Añadir una carta</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Quitar la carta seleccionada</translation>
    </message>
</context>
<context>
    <name>DocumentHandling</name>
    <message>
        <source>This season&apos;s scenarios are not in the library yet.</source>
        <translation>Los escenarios de esta temporada aún no están en la biblioteca.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Abrir mesa</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Guardar mesa</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Unsaved table</source>
        <translation>Mesa sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to this table first?</source>
        <translation>¿Guardar antes los cambios de esta mesa?</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
    <message>
        <source>ITS Table Assistant</source>
        <translation>ITS Table Assistant</translation>
    </message>
</context>
<context>
    <name>EventActions</name>
    <message>
        <source>Backup failed: %1</source>
        <translation>Error en la copia de seguridad: %1</translation>
    </message>
    <message>
        <source>Backup saved: %1</source>
        <translation>Copia de seguridad guardada: %1</translation>
    </message>
    <message>
        <source>Event saved: %1</source>
        <translation>Evento guardado: %1</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Archivo de evento</translation>
    </message>
    <message>
        <source>Print round</source>
        <translation>Imprimir la ronda</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet: save its pairings first (the pack prints them as saved).</source>
        <translation>La ronda %1 aún no está emparejada: guarda antes sus emparejamientos (el dosier los imprime tal como están guardados).</translation>
    </message>
    <message>
        <source>Print round %1</source>
        <translation>Imprimir la ronda %1</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Building round %1&apos;s table pack…</source>
        <translation>Preparando el dosier de mesas de la ronda %1…</translation>
    </message>
    <message>
        <source>Round %1&apos;s pack saved: %2 (%3 pages; players&apos; pages at %4)</source>
        <translation>Dosier de la ronda %1 guardado: %2 (%3 páginas; páginas de los jugadores en %4)</translation>
    </message>
    <message>
        <source>Print tiles</source>
        <translation>Imprimir en mosaico</translation>
    </message>
    <message>
        <source>Round %1 has no game on table %2.</source>
        <translation>La ronda %1 no tiene partida en la mesa %2.</translation>
    </message>
    <message>
        <source>Print tiles for table %1</source>
        <translation>Imprimir la mesa %1 en mosaico</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Tiles for table %1 saved: %2 (%3 pages)</source>
        <translation>Mosaico de la mesa %1 guardado: %2 (%3 páginas)</translation>
    </message>
    <message>
        <source>Save the event as a file</source>
        <translation>Guardar el evento en un archivo</translation>
    </message>
    <message>
        <source>Event file (*.json)</source>
        <translation>Archivo de evento (*.json)</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listas de ejército</translation>
    </message>
    <message>
        <source>Include the army lists? They are private: only for another organizer&apos;s laptop.</source>
        <translation>¿Incluir las listas de ejército? Son privadas: solo para el portátil de otro organizador.</translation>
    </message>
    <message>
        <source>Restore from a backup</source>
        <translation>Restaurar una copia de seguridad</translation>
    </message>
    <message>
        <source>Import an event file</source>
        <translation>Importar un archivo de evento</translation>
    </message>
    <message>
        <source>Backup or event file (*.sqlite3 *.json);;All files (*)</source>
        <translation>Copia de seguridad o archivo de evento (*.sqlite3 *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Event file (*.json);;All files (*)</source>
        <translation>Archivo de evento (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Event settings</source>
        <translation>Ajustes del evento</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>Extras</translation>
    </message>
    <message>
        <source>by player count</source>
        <translation>según el número de jugadores</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Load a map file…</source>
        <translation>Cargar un archivo de mapa…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Puntos de Ejército</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Round duration</source>
        <translation>Duración de la ronda</translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation>Temporizador de despliegue</translation>
    </message>
    <message>
        <source>Custom scenario</source>
        <translation>Escenario personalizado</translation>
    </message>
    <message>
        <source>Map file (*.toml)</source>
        <translation>Archivo de mapa (*.toml)</translation>
    </message>
    <message>
        <source>Cannot read</source>
        <translation>No se puede leer</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>partida %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>No registrada</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>%1 of %2 rounds played</source>
        <translation>%1 de %2 rondas jugadas</translation>
    </message>
    <message>
        <source>confirm the result in the tally (Game: Played to the end)</source>
        <translation>confirma el resultado en el recuento (Partida: jugada hasta el final)</translation>
    </message>
    <message>
        <source>%1 is active</source>
        <translation>%1 está activo</translation>
    </message>
    <message>
        <source>Round %1 of %2, turn %3</source>
        <translation>Ronda %1 de %2, turno %3</translation>
    </message>
</context>
<context>
    <name>HeatSection</name>
    <message>
        <source>The heat map failed: %1</source>
        <translation>El mapa de calor falló: %1</translation>
    </message>
    <message>
        <source>Heat map cancelled.</source>
        <translation>Mapa de calor cancelado.</translation>
    </message>
    <message>
        <source>Side A&apos;s deployment zone</source>
        <translation>la Zona de Despliegue del Bando A</translation>
    </message>
    <message>
        <source>Side B&apos;s deployment zone</source>
        <translation>la Zona de Despliegue del Bando B</translation>
    </message>
    <message>
        <source>the objectives</source>
        <translation>los objetivos</translation>
    </message>
    <message>
        <source>Measuring how much of %1 each square inch sees (%2)…</source>
        <translation>Midiendo cuánto de %1 ve cada pulgada cuadrada (%2)…</translation>
    </message>
    <message>
        <source>The table changed: make the heat map again.</source>
        <translation>La mesa cambió: vuelva a hacer el mapa de calor.</translation>
    </message>
    <message>
        <source>Heat map of %1 (%2): the darkest square sees %3 %.</source>
        <translation>Mapa de calor de %1 (%2): la casilla más oscura ve el %3 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heat map&lt;/b&gt;: how much of a target each square inch of the table sees</source>
        <translation>&lt;b&gt;Mapa de calor&lt;/b&gt;: cuánto de un objetivo ve cada pulgada cuadrada de la mesa</translation>
    </message>
    <message>
        <source>Make the heat map</source>
        <translation>Hacer el mapa de calor</translation>
    </message>
    <message>
        <source>For the height class above; dark squares see more (Ctrl+Shift+K)</source>
        <translation>Para la clase de altura de arriba; las casillas oscuras ven más (Ctrl+Mayús+K)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the heat map</source>
        <translation>Cancelar el mapa de calor</translation>
    </message>
    <message>
        <source>Heat map progress</source>
        <translation>Progreso del mapa de calor</translation>
    </message>
    <message>
        <source>Heat map of</source>
        <translation>Mapa de calor de</translation>
    </message>
    <message>
        <source>Show the heat map on the table</source>
        <translation>Mostrar el mapa de calor en la mesa</translation>
    </message>
    <message>
        <source>Sees %1</source>
        <translation>Ve %1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of this game</source>
        <translation>Historial de esta partida</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
</context>
<context>
    <name>LayoutsTab</name>
    <message>
        <source>Layouts</source>
        <translation>Disposiciones</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposición</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Tamaño de la mesa</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Elementos</translation>
    </message>
    <message>
        <source>On tables</source>
        <translation>En las mesas</translation>
    </message>
    <message>
        <source>Add from a table file…</source>
        <translation>Añadir desde un archivo de mesa…</translation>
    </message>
    <message>
        <source>A table saved with its scenery (Scenery → Edit the layout, then File → Save)</source>
        <translation>Una mesa guardada con su escenografía (Escenografía → Editar la disposición, luego Archivo → Guardar)</translation>
    </message>
    <message>
        <source>Replace from a table file…</source>
        <translation>Reemplazar desde un archivo de mesa…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Check all tables</source>
        <translation>Comprobar todas las mesas</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>The tables are checked against this round&apos;s scenario</source>
        <translation>Las mesas se comprueban con el escenario de esta ronda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%p% checked</source>
        <translation>%p% comprobado</translation>
    </message>
    <message>
        <source>Every threshold is a first guess, to be tuned with organizers.</source>
        <translation>Cada umbral es una primera estimación, a ajustar con los organizadores.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Bando A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Bando B</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>(no layout)</source>
        <translation>(ninguna disposición)</translation>
    </message>
    <message>
        <source>Layout of table %1</source>
        <translation>Disposición de la mesa %1</translation>
    </message>
    <message>
        <source>frozen: its round has started</source>
        <translation>bloqueada: su ronda ha empezado</translation>
    </message>
    <message>
        <source>Layout %1 added</source>
        <translation>Disposición %1 añadida</translation>
    </message>
    <message>
        <source>Layout %1 replaced</source>
        <translation>Disposición %1 reemplazada</translation>
    </message>
    <message>
        <source>A table file with its scenery</source>
        <translation>Un archivo de mesa con su escenografía</translation>
    </message>
    <message>
        <source>Table (*.itstable);;All files (*)</source>
        <translation>Mesa (*.itstable);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Remove layout</source>
        <translation>Quitar la disposición</translation>
    </message>
    <message>
        <source>Remove the layout %1 from the event?</source>
        <translation>¿Quitar la disposición %1 del evento?</translation>
    </message>
    <message>
        <source>No table has a layout yet: choose one in the Tables list</source>
        <translation>Ninguna mesa tiene aún disposición: elija una en la lista de mesas</translation>
    </message>
    <message>
        <source>Checking %1 tables against %2…</source>
        <translation>Comprobando %1 mesas con %2…</translation>
    </message>
    <message>
        <source>Check cancelled</source>
        <translation>Comprobación cancelada</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>La comprobación falló: %1</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>no comprobada: %1</translation>
    </message>
    <message>
        <source>%1 of %2 checks fail</source>
        <translation>%1 de %2 comprobaciones fallan</translation>
    </message>
    <message>
        <source>every check passes</source>
        <translation>todas las comprobaciones pasan</translation>
    </message>
    <message>
        <source>%1 tables checked; %2 with failing checks. Every threshold is a first guess.</source>
        <translation>%1 mesas comprobadas; %2 con comprobaciones fallidas. Cada umbral es una primera estimación.</translation>
    </message>
</context>
<context>
    <name>LegendPanel</name>
    <message>
        <source>Open a table to see its legend.</source>
        <translation>Abre una mesa para ver su leyenda.</translation>
    </message>
    <message>
        <source>Deployment zone, Side A</source>
        <translation>Zona de Despliegue, Bando A</translation>
    </message>
    <message>
        <source>Deployment zone, Side B</source>
        <translation>Zona de Despliegue, Bando B</translation>
    </message>
    <message>
        <source>Exclusion zone (cross-hatched)</source>
        <translation>Zona de Exclusión (rayado cruzado)</translation>
    </message>
    <message>
        <source>Dead zone (dotted border, grey)</source>
        <translation>Zona Muerta (borde punteado, gris)</translation>
    </message>
    <message>
        <source>Hazard area of this round (horizontal lines)</source>
        <translation>Zona de peligro de esta ronda (líneas horizontales)</translation>
    </message>
    <message>
        <source>Room (thick line: walls)</source>
        <translation>Sala (línea gruesa: muros)</translation>
    </message>
    <message>
        <source>Area (dashed outline)</source>
        <translation>Área (contorno discontinuo)</translation>
    </message>
    <message>
        <source>Placement area (dashed outline)</source>
        <translation>Zona de colocación (contorno discontinuo)</translation>
    </message>
    <message>
        <source>Landing area (dashed outline)</source>
        <translation>Zona de aterrizaje (contorno discontinuo)</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Dominated by A: hatch /, dashed border, badge [A] and the totals</source>
        <translation>Dominada por A: rayado /, borde discontinuo, distintivo [A] y los totales</translation>
    </message>
    <message>
        <source>Dominated by B: hatch \, dashed border, badge [B] and the totals</source>
        <translation>Dominada por B: rayado \, borde discontinuo, distintivo [B] y los totales</translation>
    </message>
    <message>
        <source>Tie, nobody dominates: dotted border, badge [=]</source>
        <translation>Empate, nadie domina: borde punteado, distintivo [=]</translation>
    </message>
    <message>
        <source>Not known in this view (hidden markers): badge [?]</source>
        <translation>Desconocido en esta vista (marcadores ocultos): distintivo [?]</translation>
    </message>
    <message>
        <source>So far, the round not scored yet: half the hatch, badge [A provisional]</source>
        <translation>Por ahora, la ronda aún no puntuada: la mitad del rayado, distintivo [A provisional]</translation>
    </message>
    <message>
        <source>Objective nobody controls: its number is in the key below</source>
        <translation>Objetivo que nadie controla: su número está en la clave de abajo</translation>
    </message>
    <message>
        <source>Activated or hacked by A: dark blue inside, white number, hatch /</source>
        <translation>Activado o hackeado por A: interior azul oscuro, número blanco, rayado /</translation>
    </message>
    <message>
        <source>Activated or hacked by B: dark ochre inside, white number, hatch \</source>
        <translation>Activado o hackeado por B: interior ocre oscuro, número blanco, rayado \</translation>
    </message>
    <message>
        <source>Objective controlled by A: thick blue ring, badge A</source>
        <translation>Objetivo controlado por A: anillo azul grueso, distintivo A</translation>
    </message>
    <message>
        <source>Objective controlled by B: thick ochre ring, badge B</source>
        <translation>Objetivo controlado por B: anillo ocre grueso, distintivo B</translation>
    </message>
    <message>
        <source>Contested, both in contact: ring dashed in both colours, badge =</source>
        <translation>Disputado, ambos en contacto: anillo discontinuo de los dos colores, distintivo =</translation>
    </message>
    <message>
        <source>Destroyed or removed: grey, crossed out</source>
        <translation>Destruido o retirado: gris, tachado</translation>
    </message>
    <message>
        <source>Carried: dashed ring, moves with its carrier</source>
        <translation>Llevado: anillo discontinuo, se mueve con su portador</translation>
    </message>
    <message>
        <source>Activation or hack token of A</source>
        <translation>Ficha de activación o hackeo de A</translation>
    </message>
    <message>
        <source>Activation or hack token of B</source>
        <translation>Ficha de activación o hackeo de B</translation>
    </message>
    <message>
        <source>Inferred position: the pack&apos;s map is lost (orange dash-dot, &quot;(?)&quot;)</source>
        <translation>Posición deducida: el mapa del pack se ha perdido (raya-punto naranja, «(?)»)</translation>
    </message>
    <message>
        <source>Trooper of A (blue base)</source>
        <translation>Tropa de A (peana azul)</translation>
    </message>
    <message>
        <source>Trooper of B (ochre base, white dot)</source>
        <translation>Tropa de B (peana ocre, punto blanco)</translation>
    </message>
    <message>
        <source>Trooper marker: camouflage etc. (dashed base)</source>
        <translation>Marcador de tropa: camuflaje, etc. (peana discontinua)</translation>
    </message>
    <message>
        <source>Trooper in a Null state (pale base)</source>
        <translation>Tropa en estado Nulo (peana pálida)</translation>
    </message>
    <message>
        <source>Door (white gap between jambs) and window (a thin line along the gap): lines of fire pass through; a dark bar: closed</source>
        <translation>Puerta (hueco blanco entre jambas) y ventana (una línea fina a lo largo del hueco): las Líneas de Tiro pasan; una barra oscura: cerrada</translation>
    </message>
    <message>
        <source>Live line of fire: shaded where the selected trooper (or the ringed cross) cannot see; a dark line edges what it sees</source>
        <translation>Línea de Tiro en directo: sombreado donde la tropa seleccionada (o la cruz con círculo) no ve; una línea oscura bordea lo que ve</translation>
    </message>
    <message>
        <source>Heat map: the share of %1 each square inch sees, from 0 % (light, left) to 100 % (dark, right); ticks every 25 %</source>
        <translation>Mapa de calor: la parte de %1 que ve cada pulgada cuadrada, del 0 % (claro, a la izquierda) al 100 % (oscuro, a la derecha); marcas cada 25 %</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Scenery that stops every line of fire (solid)</source>
        <translation>Escenografía que bloquea toda Línea de Tiro (sólida)</translation>
    </message>
    <message>
        <source>Quadrant, a Zone of Operations (dashed; %1…)</source>
        <translation>Cuadrante, una Zona de Operaciones (discontinuo; %1…)</translation>
    </message>
    <message>
        <source>Sector, a Zone of Operations (dashed; %1…)</source>
        <translation>Sector, una Zona de Operaciones (discontinuo; %1…)</translation>
    </message>
    <message>
        <source>Scenery that stops lines of fire between models no taller than it (hatched)</source>
        <translation>Escenografía que bloquea las Líneas de Tiro entre miniaturas no más altas que ella (rayada)</translation>
    </message>
    <message>
        <source>Low scenery: cover only, never stops a line of fire (dotted outline)</source>
        <translation>Escenografía baja: solo cobertura, nunca bloquea una Línea de Tiro (contorno punteado)</translation>
    </message>
    <message>
        <source>Roofed scenery (heavy outline)</source>
        <translation>Escenografía con techo (contorno grueso)</translation>
    </message>
    <message>
        <source>Table check: longest open lane along an edge (dash-dot; thick: fails)</source>
        <translation>Comprobación: carril abierto más largo junto a un borde (raya-punto; grueso: falla)</translation>
    </message>
    <message>
        <source>Table check: line of fire from the objectives point (solid)</source>
        <translation>Comprobación: Línea de Tiro desde el punto de los objetivos (continua)</translation>
    </message>
    <message>
        <source>Table check: blocked line of fire (dashed, crossed)</source>
        <translation>Comprobación: Línea de Tiro bloqueada (discontinua, con aspa)</translation>
    </message>
    <message>
        <source>Table check: what the best sniper point sees (dotted)</source>
        <translation>Comprobación: lo que ve el mejor punto de francotirador (punteado)</translation>
    </message>
    <message>
        <source>Table check: the best points for a sniper (S), a paratrooper (P) and for objectives (O), with the side; dark: fails</source>
        <translation>Comprobación: los mejores puntos de un francotirador (F), un paracaidista (P) y para los objetivos (O), con el bando; oscuro: falla</translation>
    </message>
</context>
<context>
    <name>LiveSight</name>
    <message>
        <source>&amp;Live line of fire</source>
        <translation>Línea de Tiro en &amp;directo</translation>
    </message>
    <message>
        <source>Shade what the selected trooper (or the viewpoint) cannot see; it follows every drag</source>
        <translation>Sombrear lo que la tropa seleccionada (o el punto de vista) no ve; sigue cada arrastre</translation>
    </message>
    <message>
        <source>Line of fire &amp;for</source>
        <translation>Línea de Tiro &amp;para</translation>
    </message>
    <message>
        <source>Infantry (Silhouette 2)</source>
        <translation>Infantería (Silueta 2)</translation>
    </message>
    <message>
        <source>TAG (Silhouette 7)</source>
        <translation>TAG (Silueta 7)</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Abrir la carpeta</translation>
    </message>
    <message>
        <source>No log yet in %1</source>
        <translation>Todavía no hay registro en %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Roster</source>
        <translation>Tropas</translation>
    </message>
    <message>
        <source>Referee: why</source>
        <translation>Árbitro: por qué</translation>
    </message>
    <message>
        <source>Legend and key</source>
        <translation>Leyenda y clave</translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation>Notas del escenario</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Recuento</translation>
    </message>
    <message>
        <source>Loading the mission library…</source>
        <translation>Cargando la biblioteca de misiones…</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>Table check</source>
        <translation>Comprobación de la mesa</translation>
    </message>
</context>
<context>
    <name>MenuBuilder</name>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Colocar</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Mapa de &amp;calor</translation>
    </message>
    <message>
        <source>How much of a deployment zone or of the objectives each square inch of the table sees (Table check panel)</source>
        <translation>Cuánto de una Zona de Despliegue o de los objetivos ve cada pulgada cuadrada de la mesa (panel Comprobación de la mesa)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>&amp;Manage events…</source>
        <translation>&amp;Gestionar eventos…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; pages…</source>
        <translation>&amp;Páginas de los jugadores…</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>&amp;Table only</source>
        <translation>Solo la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (table and score)</source>
        <translation>Modo &amp;presentación (mesa y marcador)</translation>
    </message>
    <message>
        <source>Pre&amp;view as</source>
        <translation>&amp;Vista previa como</translation>
    </message>
    <message>
        <source>&amp;Normal colours</source>
        <translation>Colores &amp;normales</translation>
    </message>
    <message>
        <source>&amp;Greyscale print</source>
        <translation>Impresión en &amp;escala de grises</translation>
    </message>
    <message>
        <source>&amp;Protanopia</source>
        <translation>&amp;Protanopía</translation>
    </message>
    <message>
        <source>&amp;Deuteranopia</source>
        <translation>&amp;Deuteranopía</translation>
    </message>
    <message>
        <source>&amp;Tritanopia</source>
        <translation>&amp;Tritanopía</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Restablecer la disposición</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>A&amp;justes</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenida…</translation>
    </message>
    <message>
        <source>Show the &amp;log…</source>
        <translation>Mostrar el &amp;registro…</translation>
    </message>
    <message>
        <source>&amp;About ITS Table Assistant</source>
        <translation>&amp;Acerca de ITS Table Assistant</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>%1 for player %2</source>
        <translation>%1 para el jugador %2</translation>
    </message>
    <message>
        <source>Seaso&amp;n</source>
        <translation>Te&amp;mporada</translation>
    </message>
    <message>
        <source>S&amp;cenario</source>
        <translation>Es&amp;cenario</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>P&amp;untos</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>Tur&amp;no</translation>
    </message>
    <message>
        <source>Vie&amp;w</source>
        <translation>V&amp;ista</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>Atajos de &amp;teclado…</translation>
    </message>
    <message>
        <source>Next pane</source>
        <translation>Panel siguiente</translation>
    </message>
    <message>
        <source>Previous pane</source>
        <translation>Panel anterior</translation>
    </message>
    <message>
        <source>&amp;Check this table</source>
        <translation>&amp;Comprobar esta mesa</translation>
    </message>
    <message>
        <source>Lines of fire for both sides: sniper, paratrooper, edge lanes, objectives</source>
        <translation>Líneas de Tiro de ambos bandos: francotirador, paracaidista, carriles de borde, objetivos</translation>
    </message>
    <message>
        <source>Scener&amp;y</source>
        <translation>Escenogra&amp;fía</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Armies include no Lieutenant: Loss of Lieutenant does not apply</source>
        <translation>Los ejércitos no incluyen Teniente: no se aplica la Pérdida de Teniente</translation>
    </message>
    <message>
        <source>The Advanced Rules are not used</source>
        <translation>No se usan las Reglas Avanzadas</translation>
    </message>
    <message>
        <source>Special conditions</source>
        <translation>Condiciones especiales</translation>
    </message>
    <message>
        <source>%1 classified objective(s), %2 OP each</source>
        <translation>%1 objetivo(s) clasificado(s), %2 PO cada uno</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Inferred positions (the pack map is lost)</source>
        <translation>Posiciones deducidas (el mapa del pack se ha perdido)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Our readings</source>
        <translation>Nuestras interpretaciones</translation>
    </message>
    <message>
        <source>points by bands</source>
        <translation>puntos por tramos</translation>
    </message>
    <message>
        <source>%1 OP</source>
        <translation>%1 PO</translation>
    </message>
    <message>
        <source>each round</source>
        <translation>cada ronda</translation>
    </message>
    <message>
        <source>end of game</source>
        <translation>final de la partida</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>cada turno</translation>
    </message>
    <message>
        <source>when done</source>
        <translation>al cumplirse</translation>
    </message>
    <message>
        <source>, up to %1</source>
        <translation>, hasta %1</translation>
    </message>
</context>
<context>
    <name>PairingsTab</name>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Save pairings</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Print tiles for table…</source>
        <translation>Imprimir una mesa en mosaico…</translation>
    </message>
    <message>
        <source>The selected table&apos;s map at true size on tiles, labelled with the table&apos;s number</source>
        <translation>El mapa de la mesa elegida a tamaño real en mosaico, marcado con su número</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Seed (round 1)</source>
        <translation>Semilla (ronda 1)</translation>
    </message>
    <message>
        <source>Club mates apart</source>
        <translation>Separar clubes</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>A mano:</translation>
    </message>
    <message>
        <source>Swap two players…</source>
        <translation>Intercambiar dos jugadores…</translation>
    </message>
    <message>
        <source>Move to table…</source>
        <translation>Mover a una mesa…</translation>
    </message>
    <message>
        <source>Give the bye…</source>
        <translation>Dar el bye…</translation>
    </message>
    <message>
        <source>No-show…</source>
        <translation>No presentado…</translation>
    </message>
    <message>
        <source>Changes a saved round&apos;s tables without a result; listed as a deviation with your reason</source>
        <translation>Cambia las mesas sin resultado de una ronda guardada; se anota como desviación con tu motivo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversario</translation>
    </message>
    <message>
        <source>Opponent&apos;s faction</source>
        <translation>Facción del adversario</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Por mesa</translation>
    </message>
    <message>
        <source>Pairing sheet (by player)</source>
        <translation>Hoja de emparejamientos (por jugador)</translation>
    </message>
    <message>
        <source>Deviations from the pack&apos;s pairing order appear here</source>
        <translation>Aquí aparecen las desviaciones del orden de emparejamiento del pack</translation>
    </message>
    <message>
        <source>Deviations</source>
        <translation>Desviaciones</translation>
    </message>
    <message>
        <source>pending registrations: %1</source>
        <translation>inscripciones pendientes: %1</translation>
    </message>
    <message>
        <source>not checked in: %1</source>
        <translation>sin confirmar llegada: %1</translation>
    </message>
    <message>
        <source>Paired although %1. Confirm or drop them before saving.</source>
        <translation>Emparejados aunque %1. Confírmalos o retíralos antes de guardar.</translation>
    </message>
    <message>
        <source>Generate the pairings first</source>
        <translation>Genera antes los emparejamientos</translation>
    </message>
    <message>
        <source>Round %1&apos;s pairings saved</source>
        <translation>Emparejamientos de la ronda %1 guardados</translation>
    </message>
    <message>
        <source>Check the swap</source>
        <translation>Revisar el intercambio</translation>
    </message>
    <message>
        <source>The automatic pairing avoids this: %1. Swap anyway (the deviation says so)?</source>
        <translation>El emparejamiento automático evita esto: %1. ¿Intercambiar de todos modos (la desviación lo indicará)?</translation>
    </message>
    <message>
        <source>Swap cancelled: %1</source>
        <translation>Intercambio cancelado: %1</translation>
    </message>
    <message>
        <source>Print tiles for table</source>
        <translation>Imprimir una mesa en mosaico</translation>
    </message>
    <message>
        <source>Saved pairings for round %1</source>
        <translation>Emparejamientos guardados de la ronda %1</translation>
    </message>
    <message>
        <source> (random draw, seed %1)</source>
        <translation> (sorteo, semilla %1)</translation>
    </message>
    <message>
        <source>Table %1 again for %2</source>
        <translation>Otra vez la mesa %1 para %2</translation>
    </message>
    <message>
        <source>random draw, seed %1</source>
        <translation>sorteo, semilla %1</translation>
    </message>
    <message>
        <source>by the standings</source>
        <translation>según la clasificación</translation>
    </message>
    <message>
        <source>Preview of round %1 (%2) — not saved yet</source>
        <translation>Vista previa de la ronda %1 (%2): aún no guardada</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet</source>
        <translation>La ronda %1 aún no está emparejada</translation>
    </message>
    <message>
        <source> — choose its scenario in the Rounds tab first</source>
        <translation> (elige antes su escenario en la pestaña Rondas)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>round 1 only</source>
        <translation>solo ronda 1</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>cada ronda</translation>
    </message>
    <message>
        <source>Keep players of one club apart when pairing (a deviation from the pack&apos;s order, listed below)</source>
        <translation>Separar a los jugadores de un mismo club al emparejar (una desviación del orden del pack, listada abajo)</translation>
    </message>
    <message>
        <source>Top table first</source>
        <translation>Mesa 1 primero</translation>
    </message>
    <message>
        <source>Tables in ranking order (the top pairing on table 1) instead of keeping players off tables they have played</source>
        <translation>Mesas por orden de clasificación (el primer emparejamiento en la mesa 1) en vez de evitar a los jugadores las mesas ya jugadas</translation>
    </message>
    <message>
        <source>Undo pairings…</source>
        <translation>Deshacer emparejamientos…</translation>
    </message>
    <message>
        <source>Remove the round&apos;s saved pairings (until a result is entered)</source>
        <translation>Quitar los emparejamientos guardados de la ronda (mientras no haya resultados)</translation>
    </message>
    <message>
        <source>Print round…</source>
        <translation>Imprimir la ronda…</translation>
    </message>
    <message>
        <source>The round&apos;s table pack (maps, score sheets, pairings, standings) as saved</source>
        <translation>El dosier de mesas de la ronda (mapas, hojas de puntuación, emparejamientos, clasificación) tal como está guardado</translation>
    </message>
    <message>
        <source>Undo pairings</source>
        <translation>Deshacer emparejamientos</translation>
    </message>
    <message>
        <source>Remove round %1&apos;s saved pairings? Give the reason:</source>
        <translation>¿Quitar los emparejamientos guardados de la ronda %1? Indica el motivo:</translation>
    </message>
    <message>
        <source>Players swapped (listed as a deviation)</source>
        <translation>Jugadores intercambiados (anotado como desviación)</translation>
    </message>
    <message>
        <source>Table moved (listed as a deviation)</source>
        <translation>Mesa cambiada (anotada como desviación)</translation>
    </message>
    <message>
        <source>Bye given (listed as a deviation)</source>
        <translation>Bye concedido (anotado como desviación)</translation>
    </message>
    <message>
        <source>No-show recorded: the opponent scores a bye; the rest of the round stands</source>
        <translation>No presentado registrado: el adversario puntúa un bye; el resto de la ronda se mantiene</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <source>Why? (listed with the round&apos;s deviations)</source>
        <translation>¿Por qué? (se anota con las desviaciones de la ronda)</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Intercambiar dos jugadores</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>Move to table</source>
        <translation>Mover a una mesa</translation>
    </message>
    <message>
        <source>The game of</source>
        <translation>La partida de</translation>
    </message>
    <message>
        <source>New table number</source>
        <translation>Nuevo número de mesa</translation>
    </message>
    <message>
        <source>Give the bye</source>
        <translation>Dar el bye</translation>
    </message>
    <message>
        <source>No-show</source>
        <translation>No presentado</translation>
    </message>
    <message>
        <source>Who did not turn up?</source>
        <translation>¿Quién no se presentó?</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>BYE</translation>
    </message>
    <message>
        <source>BYE (%1 did not turn up)</source>
        <translation>BYE (%1 no se presentó)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Ninguno.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Editar jugador</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Añadir jugador</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation>PIN ITS</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Sectorial army</source>
        <translation>Ejército sectorial</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Army code or the list as submitted (private: organizer only)</source>
        <translation>Código de ejército o la lista tal como se entregó (privada: solo el organizador)</translation>
    </message>
    <message>
        <source>List %1</source>
        <translation>Lista %1</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listas de ejército</translation>
    </message>
</context>
<context>
    <name>PlayersPagesDialog</name>
    <message>
        <source>Players&apos; pages</source>
        <translation>Páginas de los jugadores</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>this computer on the venue network (%1)</source>
        <translation>este ordenador en la red del local (%1)</translation>
    </message>
    <message>
        <source>every network of this computer (0.0.0.0)</source>
        <translation>todas las redes de este ordenador (0.0.0.0)</translation>
    </message>
    <message>
        <source>this computer only (127.0.0.1)</source>
        <translation>solo este ordenador (127.0.0.1)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>HTTPS with a certificate made on this computer (phones will warn)</source>
        <translation>HTTPS con un certificado creado en este ordenador (los teléfonos avisarán)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Iniciar</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>&amp;Copy the link</source>
        <translation>&amp;Copiar el enlace</translation>
    </message>
    <message>
        <source>The database cannot be read: %1</source>
        <translation>No se puede leer la base de datos: %1</translation>
    </message>
    <message>
        <source>Not serving: the players&apos; pages cannot be reached.</source>
        <translation>Detenido: no se puede acceder a las páginas de los jugadores.</translation>
    </message>
    <message>
        <source>No event in this database yet.</source>
        <translation>Aún no hay ningún evento en esta base de datos.</translation>
    </message>
    <message>
        <source>Only this computer can open these pages (127.0.0.1): choose the venue network for phones.</source>
        <translation>Solo este ordenador puede abrir estas páginas (127.0.0.1): elige la red del local para los teléfonos.</translation>
    </message>
    <message>
        <source>Anyone on this network who has a page&apos;s link or QR code sees this event&apos;s pairings, standings and round clock; with a table&apos;s QR code they can claim a seat at that table and report its result until the round closes.</source>
        <translation>Cualquiera en esta red que tenga el enlace o el código QR de una página ve los emparejamientos, la clasificación y el reloj de este evento; con el código QR de una mesa puede ocupar un puesto en ella e introducir su resultado hasta que se cierre la ronda.</translation>
    </message>
    <message>
        <source>Players&apos; pages not started</source>
        <translation>Páginas de los jugadores no iniciadas</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>No se puede escuchar en %1:%2: %3</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>Position of %1</source>
        <translation>Posición de %1</translation>
    </message>
    <message>
        <source>Centre from the left edge</source>
        <translation>Centro desde el borde izquierdo</translation>
    </message>
    <message>
        <source>Centre from the bottom edge</source>
        <translation>Centro desde el borde inferior</translation>
    </message>
    <message>
        <source>Angle (counter-clockwise)</source>
        <translation>Ángulo (sentido antihorario)</translation>
    </message>
</context>
<context>
    <name>PreviewZoom</name>
    <message>
        <source>Zoom out (Ctrl+−, Ctrl+wheel)</source>
        <translation>Alejar (Ctrl+−, Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++, Ctrl+wheel)</source>
        <translation>Acercar (Ctrl++, Ctrl+rueda)</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Página entera</translation>
    </message>
    <message>
        <source>The whole page in the preview (Ctrl+0)</source>
        <translation>La página entera en la vista previa (Ctrl+0)</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print or export PDF</source>
        <translation>Imprimir o exportar PDF</translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation>%1 · %2 puntos</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>Qué imprimir</translation>
    </message>
    <message>
        <source>Map on one page (fit)</source>
        <translation>Mapa en una página (ajustado)</translation>
    </message>
    <message>
        <source>Map at true size, tiled with overlap</source>
        <translation>Mapa a tamaño real, en mosaico con solape</translation>
    </message>
    <message>
        <source>Scenario score sheet</source>
        <translation>Hoja de puntuación del escenario</translation>
    </message>
    <message>
        <source>Tournament Control Sheet</source>
        <translation>Hoja de Control de Torneo</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>Tabloid (11 × 17 in)</source>
        <translation>Tabloide (11 × 17 pulg.)</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal (EE. UU.)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>How much neighbouring tiles share, to trim and glue them</source>
        <translation>Cuánto comparten las piezas vecinas, para recortarlas y pegarlas</translation>
    </message>
    <message>
        <source>Tile overlap</source>
        <translation>Solape</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Blank paper around each tile: at least what your printer cannot reach</source>
        <translation>Margen en blanco alrededor de cada hoja: al menos lo que su impresora no alcanza</translation>
    </message>
    <message>
        <source>Tile margin</source>
        <translation>Margen de las hojas</translation>
    </message>
    <message>
        <source>Player A (optional)</source>
        <translation>Jugador A (opcional)</translation>
    </message>
    <message>
        <source>Player B (optional)</source>
        <translation>Jugador B (opcional)</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Guardar PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation>Una página, %1.</translation>
    </message>
    <message>
        <source>%1 pages: the assembly overview, then %2 × %3 tiles (%4). Print at 100 % (actual size) and check the calibration square.</source>
        <translation>%1 páginas: el esquema de montaje y luego %2 × %3 piezas (%4). Imprime al 100 % (tamaño real) y comprueba el cuadrado de calibración.</translation>
    </message>
    <message>
        <source>%1 page(s), portrait.</source>
        <translation>%1 página(s), vertical.</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>horizontal</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>vertical</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>nothing to save</source>
        <translation>nada que guardar</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Guardar PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimir</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>No se puede imprimir</translation>
    </message>
    <message>
        <source>Sent %1 page(s) to the printer.</source>
        <translation>%1 página(s) enviada(s) a la impresora.</translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation>no se pudo iniciar la impresora</translation>
    </message>
</context>
<context>
    <name>RecordedGamesDialog</name>
    <message>
        <source>Recorded games</source>
        <translation>Partidas registradas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Misión</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>PO</translation>
    </message>
</context>
<context>
    <name>RegistrationTab</name>
    <message>
        <source>Add player…</source>
        <translation>Añadir jugador…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Drop…</source>
        <translation>Retirar…</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Readmitir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Confirmar llegada</translation>
    </message>
    <message>
        <source>The selected player turned up (again: undo); confirms a pending registration</source>
        <translation>El jugador seleccionado se ha presentado (otra vez: deshacer); confirma una inscripción pendiente</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Players from the Official Tournament Manager&apos;s list (name, PIN, faction, club; &apos;,&apos; or &apos;;&apos;)</source>
        <translation>Jugadores de la lista del Gestor de Torneos Oficial (nombre, PIN, facción, club; &apos;,&apos; o &apos;;&apos;)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation>PIN ITS</translation>
    </message>
    <message>
        <source>Faction / sectorial</source>
        <translation>Facción / sectorial</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listas de ejército</translation>
    </message>
    <message>
        <source>Joined in</source>
        <translation>Se unió en</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Llegada confirmada</translation>
    </message>
    <message>
        <source>Army lists are private: they are shown only here and never exported.</source>
        <translation>Las listas de ejército son privadas: solo se muestran aquí y nunca se exportan.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>Dropped after round %1</source>
        <translation>Retirado tras la ronda %1</translation>
    </message>
    <message>
        <source>Pending (not confirmed)</source>
        <translation>Pendiente (sin confirmar)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>%1 players, %2 active, %3 checked in</source>
        <translation>%1 jugadores, %2 activos, %3 presentes</translation>
    </message>
    <message>
        <source>, %1 pending</source>
        <translation>, %1 pendientes</translation>
    </message>
    <message>
        <source>%1 advises %2 rounds for %3 players</source>
        <translation>%1 recomienda %2 rondas para %3 jugadores</translation>
    </message>
    <message>
        <source> (this event: %1)</source>
        <translation> (este evento: %1)</translation>
    </message>
    <message>
        <source>%1 joins from round %2 (late addition)</source>
        <translation>%1 se une desde la ronda %2 (incorporación tardía)</translation>
    </message>
    <message>
        <source>%1 is back in the event, but round %2 is already paired without them: they have no game there (give them the bye or pair that round again)</source>
        <translation>%1 vuelve al evento, pero la ronda %2 ya está emparejada sin él: no tiene partida en ella (dale el bye o empareja de nuevo esa ronda)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) imported</source>
        <translation>
            <numerusform>%n jugador importado</numerusform>
            <numerusform>%n jugadores importados</numerusform>
        </translation>
    </message>
    <message>
        <source>; skipped: </source>
        <translation>; omitidos: </translation>
    </message>
    <message>
        <source>Drop a player</source>
        <translation>Retirar a un jugador</translation>
    </message>
    <message>
        <source>%1 withdraws after round:</source>
        <translation>%1 se retira tras la ronda:</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Quitar a un jugador</translation>
    </message>
    <message>
        <source>Remove %1&apos;s registration? (A player who has played is dropped instead.)</source>
        <translation>¿Quitar la inscripción de %1? (Un jugador que ya ha jugado se retira en su lugar.)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>%1 pts · %2</source>
        <translation>%1 ptos · %2</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
</context>
<context>
    <name>ReportsTab</name>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Take the selected table&apos;s reported result into the results</source>
        <translation>Pasar el resultado comunicado de la mesa seleccionada a los resultados</translation>
    </message>
    <message>
        <source>Approve all confirmed</source>
        <translation>Aprobar todos los confirmados</translation>
    </message>
    <message>
        <source>Every result both players agreed on, except flagged ones</source>
        <translation>Todos los resultados en que ambos jugadores están de acuerdo, salvo los marcados</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Send the selected table back: both players report again</source>
        <translation>Devolver la mesa seleccionada: ambos jugadores comunican de nuevo</translation>
    </message>
    <message>
        <source>Free a seat…</source>
        <translation>Liberar un puesto…</translation>
    </message>
    <message>
        <source>Let another phone claim a seat of the selected table</source>
        <translation>Permitir que otro teléfono ocupe un puesto de la mesa seleccionada</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Reported (OP, VP)</source>
        <translation>Comunicado (PO, PV)</translation>
    </message>
    <message>
        <source>Counter (OP, VP)</source>
        <translation>Réplica (PO, PV)</translation>
    </message>
    <message>
        <source>Look at</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Refused seat claims</source>
        <translation>Puestos rechazados</translation>
    </message>
    <message>
        <source>Disputes first. A flagged report (a second phone tried a seat, or the table already had a result) is left out of “Approve all confirmed”.</source>
        <translation>Primero las disputas. Un resultado marcado (un segundo teléfono intentó ocupar un puesto, o la mesa ya tenía resultado) queda fuera de «Aprobar todos los confirmados».</translation>
    </message>
    <message>
        <source>Entered by seat %1</source>
        <translation>Introducido por el puesto %1</translation>
    </message>
    <message>
        <source>%1 tables: %2 disputed, %3 proposed, %4 confirmed, %5 approved</source>
        <translation>%1 mesas: %2 en disputa, %3 propuestas, %4 confirmadas, %5 aprobadas</translation>
    </message>
    <message>
        <source>the seat was already taken</source>
        <translation>el puesto ya estaba ocupado</translation>
    </message>
    <message>
        <source>wrong or missing seat code</source>
        <translation>código de puesto erróneo o ausente</translation>
    </message>
    <message>
        <source>%1 — table %2, seat %3: a phone was refused (%4) — %5</source>
        <translation>%1 — mesa %2, puesto %3: se rechazó un teléfono (%4) — %5</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>sin comunicar</translation>
    </message>
    <message>
        <source>proposed — waiting for the other player</source>
        <translation>propuesto — esperando al otro jugador</translation>
    </message>
    <message>
        <source>confirmed by both players</source>
        <translation>confirmado por ambos jugadores</translation>
    </message>
    <message>
        <source>DISPUTED — choose a version or reject</source>
        <translation>EN DISPUTA — elige una versión o rechaza</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>rejected — both players report again</source>
        <translation>rechazado — ambos jugadores comunican de nuevo</translation>
    </message>
    <message>
        <source>a second phone tried a seat</source>
        <translation>un segundo teléfono intentó ocupar un puesto</translation>
    </message>
    <message>
        <source>the table already had a result</source>
        <translation>la mesa ya tenía resultado</translation>
    </message>
    <message>
        <source>Select a reported table first</source>
        <translation>Selecciona antes una mesa comunicada</translation>
    </message>
    <message>
        <source>As entered by seat %1: %2</source>
        <translation>Según el puesto %1: %2</translation>
    </message>
    <message>
        <source>Settle a dispute</source>
        <translation>Resolver una disputa</translation>
    </message>
    <message>
        <source>Table %1: the players disagree. Which result is right?</source>
        <translation>Mesa %1: los jugadores no están de acuerdo. ¿Qué resultado es el correcto?</translation>
    </message>
    <message>
        <source>Table %1&apos;s result approved</source>
        <translation>Resultado de la mesa %1 aprobado</translation>
    </message>
    <message>
        <source>%1 results approved</source>
        <translation>%1 resultados aprobados</translation>
    </message>
    <message>
        <source>— left for you: %1</source>
        <translation>— pendientes para ti: %1</translation>
    </message>
    <message>
        <source>table %1 (%2)</source>
        <translation>mesa %1 (%2)</translation>
    </message>
    <message>
        <source>Reject a report</source>
        <translation>Rechazar un resultado</translation>
    </message>
    <message>
        <source>Send table %1 back? Both players report its result again.</source>
        <translation>¿Devolver la mesa %1? Ambos jugadores comunican de nuevo su resultado.</translation>
    </message>
    <message>
        <source>Table %1 sent back to its players</source>
        <translation>Mesa %1 devuelta a sus jugadores</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Selecciona antes una mesa</translation>
    </message>
    <message>
        <source>Seat A (%1)</source>
        <translation>Puesto A (%1)</translation>
    </message>
    <message>
        <source>Seat B (%1)</source>
        <translation>Puesto B (%1)</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Liberar un puesto</translation>
    </message>
    <message>
        <source>Table %1: which seat may another phone claim?</source>
        <translation>Mesa %1: ¿qué puesto puede ocupar otro teléfono?</translation>
    </message>
    <message>
        <source>Table %1: seat %2 is free</source>
        <translation>Mesa %1: el puesto %2 está libre</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <source>Save results</source>
        <translation>Guardar resultados</translation>
    </message>
    <message>
        <source>From a tallied game…</source>
        <translation>De una partida contada…</translation>
    </message>
    <message>
        <source>Take the selected table&apos;s OP and VP from a game tallied in the app</source>
        <translation>Tomar los PO y PV de la mesa seleccionada de una partida contada en la aplicación</translation>
    </message>
    <message>
        <source>Clear result</source>
        <translation>Borrar resultado</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Escenografía</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>OP A</source>
        <translation>PO A</translation>
    </message>
    <message>
        <source>VP A</source>
        <translation>PV A</translation>
    </message>
    <message>
        <source>OP B</source>
        <translation>PO B</translation>
    </message>
    <message>
        <source>VP B</source>
        <translation>PV B</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>TP A</source>
        <translation>PT A</translation>
    </message>
    <message>
        <source>TP B</source>
        <translation>PT B</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>OP: whole numbers from 0 to %1. VP: from 0 to %2 (the round&apos;s army points). TP are computed. A bye has no result.</source>
        <translation>PO: números enteros de 0 a %1. PV: de 0 a %2 (los Puntos de Ejército de la ronda). Los PT se calculan. Un bye no tiene resultado.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>bye (opponent did not turn up)</source>
        <translation>bye (el adversario no se presentó)</translation>
    </message>
    <message>
        <source>time called — enter the result</source>
        <translation>tiempo cumplido: introduce el resultado</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo cumplido</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>BYE</translation>
    </message>
    <message>
        <source>Taken from tallied game %1</source>
        <translation>Tomado de la partida contada %1</translation>
    </message>
    <message>
        <source>%1 of %2 results in</source>
        <translation>%1 de %2 resultados introducidos</translation>
    </message>
    <message>
        <source>event_game_id: a bye has no result</source>
        <translation>event_game_id: un bye no tiene resultado</translation>
    </message>
    <message>
        <source>Table %1: %2: must be a number, got &apos;%3&apos;</source>
        <translation>Mesa %1: %2: debe ser un número, se recibió «%3»</translation>
    </message>
    <message>
        <source>Check the score sheet</source>
        <translation>Revisa la hoja de puntuación</translation>
    </message>
    <message>
        <source>Table %1: %2. Save this result anyway?</source>
        <translation>Mesa %1: %2. ¿Guardar este resultado de todos modos?</translation>
    </message>
    <message>
        <source>Table %1 not saved: check the score sheet</source>
        <translation>Mesa %1 sin guardar: revisa la hoja de puntuación</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corregir un resultado</translation>
    </message>
    <message>
        <source>Table %1 of round %2 already has %3. Why is it corrected?</source>
        <translation>La mesa %1 de la ronda %2 ya tiene %3. ¿Por qué se corrige?</translation>
    </message>
    <message>
        <source>Correction cancelled: table %1 keeps its result</source>
        <translation>Corrección cancelada: la mesa %1 conserva su resultado</translation>
    </message>
    <message>
        <source>Conflict — %1. Your entry (%2) was not saved.</source>
        <translation>Conflicto: %1. Tu entrada (%2) no se ha guardado.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <source>Table %1 of round %2 saved</source>
        <translation>Mesa %1 de la ronda %2 guardada</translation>
    </message>
    <message>
        <source>This correction to round %1 changes the standings round %2 was paired on.</source>
        <translation>Esta corrección de la ronda %1 cambia la clasificación con la que se emparejó la ronda %2.</translation>
    </message>
    <message>
        <source>Round %1 kept as paired on the standings before the correction to round %2</source>
        <translation>Ronda %1 mantenida tal como se emparejó con la clasificación anterior a la corrección de la ronda %2</translation>
    </message>
    <message>
        <source>Pair round %1 again</source>
        <translation>Emparejar de nuevo la ronda %1</translation>
    </message>
    <message>
        <source>Keep round %1 as paired</source>
        <translation>Mantener la ronda %1 como está</translation>
    </message>
    <message>
        <source>Standings changed</source>
        <translation>Clasificación cambiada</translation>
    </message>
    <message>
        <source>It has no result yet.</source>
        <translation>Aún no tiene resultados.</translation>
    </message>
    <message>
        <source>Round %1 was paired again: announce and print it again.</source>
        <translation>La ronda %1 se ha emparejado de nuevo: anúnciala e imprímela otra vez.</translation>
    </message>
    <message>
        <source>Round %1 is kept as paired (listed as a deviation).</source>
        <translation>La ronda %1 se mantiene como está emparejada (anotado como desviación).</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Selecciona antes una mesa</translation>
    </message>
    <message>
        <source>No tallied game in this database yet</source>
        <translation>Aún no hay partidas contadas en esta base de datos</translation>
    </message>
    <message>
        <source>From a tallied game</source>
        <translation>De una partida contada</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
</context>
<context>
    <name>RollOffBox</name>
    <message>
        <source>Face to Face WIL Roll (console hacked by both): winner</source>
        <translation>Tirada Enfrentada de VOL (Consola hackeada por ambos): ganador</translation>
    </message>
    <message>
        <source>Only for a console hacked by both players while both have surviving Specialists; otherwise the table decides it</source>
        <translation>Solo para una Consola hackeada por ambos jugadores cuando los dos tienen Tropas Especialistas supervivientes; si no, lo decide la mesa</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>aún sin tirar</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Face to Face WIL Roll winner, %1</source>
        <translation>Ganador de la Tirada Enfrentada de VOL, %1</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Peana</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tropa</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Etiquetas</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Import roster…</source>
        <translation>Importar tropas…</translation>
    </message>
    <message>
        <source>Troopers of player %1</source>
        <translation>Tropas del jugador %1</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Escenario</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Despliegue</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no deployment timer</source>
        <translation>sin temporizador de despliegue</translation>
    </message>
    <message>
        <source>Save round</source>
        <translation>Guardar la ronda</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Puntos de Ejército</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation>Temporizador de despliegue</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Reloj de la ronda</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>¡Tiempo!</translation>
    </message>
    <message>
        <source>Call time: the clock stops and every open game is closed</source>
        <translation>Cantar tiempo: el reloj se detiene y se cierran todas las partidas abiertas</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Terrain / configuration</source>
        <translation>Escenografía / configuración</translation>
    </message>
    <message>
        <source>Add table</source>
        <translation>Añadir mesa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %6, %3 rounds, Extras: %4, default %5 points</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2, %6, %3 rondas, Extras: %4, %5 puntos por defecto</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n mesa</numerusform>
            <numerusform>%n mesas</numerusform>
        </translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>Only the scenarios the event&apos;s format and Extras allow in this round are listed; one already played is not offered again.</source>
        <translation>Solo se listan los escenarios que el formato y los Extras del evento permiten en esta ronda; uno ya jugado no se vuelve a ofrecer.</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>(sin elegir)</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>despliegue</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>se acabó el tiempo</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>tiempo cumplido</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (personalizado)</translation>
    </message>
    <message>
        <source>Round %1: %2 at %3 points</source>
        <translation>Ronda %1: %2 a %3 puntos</translation>
    </message>
    <message>
        <source>scenario: choose one</source>
        <translation>escenario: elige uno</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>choose the round&apos;s scenario first</source>
        <translation>elige antes el escenario de la ronda</translation>
    </message>
    <message>
        <source>deployment ends in %1</source>
        <translation>el despliegue termina en %1</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Time called in round %1: open games are closed</source>
        <translation>Tiempo cantado en la ronda %1: se cierran las partidas abiertas</translation>
    </message>
    <message>
        <source>Call time for this round? Every game still playing ends now.</source>
        <translation>¿Cantar tiempo en esta ronda? Todas las partidas en juego terminan ahora.</translation>
    </message>
</context>
<context>
    <name>SceneryEditor</name>
    <message>
        <source>&amp;Edit the layout</source>
        <translation>&amp;Editar la disposición</translation>
    </message>
    <message>
        <source>Turn &amp;left 15°</source>
        <translation>Girar a la &amp;izquierda 15°</translation>
    </message>
    <message>
        <source>Turn &amp;right 15°</source>
        <translation>Girar a la &amp;derecha 15°</translation>
    </message>
    <message>
        <source>&amp;Mirror through the centre</source>
        <translation>&amp;Simétrico por el centro</translation>
    </message>
    <message>
        <source>&amp;Position…</source>
        <translation>&amp;Posición…</translation>
    </message>
    <message>
        <source>&amp;Delete piece</source>
        <translation>&amp;Borrar el elemento</translation>
    </message>
    <message>
        <source>Add a d&amp;oor</source>
        <translation>Añadir una &amp;puerta</translation>
    </message>
    <message>
        <source>Add a &amp;window</source>
        <translation>Añadir una &amp;ventana</translation>
    </message>
    <message>
        <source>Remove the &amp;nearest opening</source>
        <translation>Quitar la abertura más &amp;cercana</translation>
    </message>
    <message>
        <source>&amp;Add a piece</source>
        <translation>&amp;Añadir un elemento</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>Turn scenery</source>
        <translation>Girar la escenografía</translation>
    </message>
    <message>
        <source>Delete scenery</source>
        <translation>Borrar la escenografía</translation>
    </message>
    <message>
        <source>Mirror scenery through the centre</source>
        <translation>Escenografía simétrica por el centro</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
    <message>
        <source>Move scenery</source>
        <translation>Mover la escenografía</translation>
    </message>
    <message>
        <source>No room there: another opening is on that stretch of wall.</source>
        <translation>No hay sitio: otra abertura ocupa ese tramo de muro.</translation>
    </message>
    <message>
        <source>Add a door to %1</source>
        <translation>Añadir una puerta a %1</translation>
    </message>
    <message>
        <source>Add a window to %1</source>
        <translation>Añadir una ventana a %1</translation>
    </message>
    <message>
        <source>Remove an opening from %1</source>
        <translation>Quitar una abertura de %1</translation>
    </message>
</context>
<context>
    <name>ScoreHeader</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 · %2 pts&lt;br&gt;Round %3, turn of %4</source>
        <translation>%1 · %2 pts&lt;br&gt;Ronda %3, turno de %4</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 Settings are neither read nor saved this session.</source>
        <translation>%1 Los ajustes no se leen ni se guardan en esta sesión.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move the selected troopers one unit (the placing mark)</source>
        <translation>Mover las tropas seleccionadas una unidad (la marca de colocación)</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Mayús+Flechas</translation>
    </message>
    <message>
        <source>Move them a tenth of a unit</source>
        <translation>Moverlas una décima de unidad</translation>
    </message>
    <message>
        <source>Space / Shift+Space</source>
        <translation>Espacio / Mayús+Espacio</translation>
    </message>
    <message>
        <source>Select the next / previous trooper</source>
        <translation>Seleccionar la tropa siguiente / anterior</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Place the pending element at the mark</source>
        <translation>Colocar el elemento pendiente en la marca</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel placing</source>
        <translation>Cancelar la colocación</translation>
    </message>
    <message>
        <source>F6 / Shift+F6</source>
        <translation>F6 / Mayús+F6</translation>
    </message>
    <message>
        <source>Move between the table and the panel showing</source>
        <translation>Pasar de la mesa al panel visible</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Next / previous control (leaves tables too)</source>
        <translation>Control siguiente / anterior (también sale de las tablas)</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+letra subrayada</translation>
    </message>
    <message>
        <source>The menu or the toolbar picker it names</source>
        <translation>El menú o el selector de la barra de herramientas que nombra</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Facción</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>PT</translation>
    </message>
    <message>
        <source>OP</source>
        <translation>PO</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Opp. OP</source>
        <translation>PO adv.</translation>
    </message>
    <message>
        <source>W-T-L</source>
        <translation>V-E-D</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Byes</translation>
    </message>
    <message>
        <source>Placed by</source>
        <translation>Ordenado por</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>Clasificación CSV…</translation>
    </message>
    <message>
        <source>Results CSV…</source>
        <translation>Resultados CSV…</translation>
    </message>
    <message>
        <source>OTM sheet…</source>
        <translation>Hoja OTM…</translation>
    </message>
    <message>
        <source>No players registered yet</source>
        <translation>Aún no hay jugadores inscritos</translation>
    </message>
    <message>
        <source>opponents&apos; OP</source>
        <translation>PO de los adversarios</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Aún no hay resultados</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Live standings after round %1 of %2</source>
        <translation>Clasificación en directo tras la ronda %1 de %2</translation>
    </message>
    <message>
        <source>ranked by %1</source>
        <translation>ordenado por %1</translation>
    </message>
    <message>
        <source>OP rescaled for a bye from %1</source>
        <translation>PO reescalados por un bye desde %1</translation>
    </message>
    <message>
        <source>VP rescaled for a bye from %1</source>
        <translation>PV reescalados por un bye desde %1</translation>
    </message>
    <message>
        <source>dropped after round %1</source>
        <translation>retirado tras la ronda %1</translation>
    </message>
    <message>
        <source>Tied on everything before %1 with the player above</source>
        <translation>Empatado en todo antes de %1 con el jugador de arriba</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Text (*.txt);;CSV (*.csv)</source>
        <translation>Texto (*.txt);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>Start a recorded game</source>
        <translation>Empezar una partida registrada</translation>
    </message>
    <message>
        <source>e.g. PanOceania, Yu Jing</source>
        <translation>p. ej. PanOceania, Yu Jing</translation>
    </message>
    <message>
        <source>Player A (first turn of each round)</source>
        <translation>Jugador A (primer turno de cada ronda)</translation>
    </message>
    <message>
        <source>Faction of player A</source>
        <translation>Facción del jugador A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Jugador B</translation>
    </message>
    <message>
        <source>Faction of player B</source>
        <translation>Facción del jugador B</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Jugador A</translation>
    </message>
    <message>
        <source>Deploys first</source>
        <translation>Despliega primero</translation>
    </message>
</context>
<context>
    <name>StorageNotice</name>
    <message>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <source>What you entered is still there: do it again once the database is back or the disk has room. Everything saved before is safe.</source>
        <translation>Lo que has introducido sigue ahí: vuelve a hacerlo cuando la base de datos vuelva o el disco tenga espacio. Todo lo guardado antes está a salvo.</translation>
    </message>
</context>
<context>
    <name>StreamMenu</name>
    <message>
        <source>&amp;Stream</source>
        <translation>&amp;Retransmisión</translation>
    </message>
    <message>
        <source>&amp;Start the overlay server</source>
        <translation>&amp;Iniciar el servidor de superposición</translation>
    </message>
    <message>
        <source>S&amp;top the overlay server</source>
        <translation>&amp;Detener el servidor de superposición</translation>
    </message>
    <message>
        <source>Overlay &amp;URLs…</source>
        <translation>&amp;URL de la superposición…</translation>
    </message>
    <message>
        <source>&amp;Open the overlay in the browser</source>
        <translation>&amp;Abrir la superposición en el navegador</translation>
    </message>
    <message>
        <source>Allow other computers on the &amp;network</source>
        <translation>Permitir otros ordenadores de la &amp;red</translation>
    </message>
    <message>
        <source>Write &amp;text files for OBS…</source>
        <translation>Escribir archivos de &amp;texto para OBS…</translation>
    </message>
    <message>
        <source>Overlay not started</source>
        <translation>Superposición no iniciada</translation>
    </message>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>No se puede escuchar en el puerto %1: %2</translation>
    </message>
    <message>
        <source>Overlay on the network</source>
        <translation>Superposición en la red</translation>
    </message>
    <message>
        <source>The overlay can be reached from other computers. Every URL carries an access token: share them only with your streaming computer.</source>
        <translation>La superposición es accesible desde otros ordenadores. Cada URL lleva un token de acceso: compártelas solo con tu ordenador de retransmisión.</translation>
    </message>
    <message>
        <source>Overlay at %1</source>
        <translation>Superposición en %1</translation>
    </message>
    <message>
        <source>Folder for OBS text files</source>
        <translation>Carpeta de archivos de texto para OBS</translation>
    </message>
    <message>
        <source>%1: table %2 scoreboard</source>
        <translation>%1: mesa %2, marcador</translation>
    </message>
    <message>
        <source>%1: table %2 map</source>
        <translation>%1: mesa %2, mapa</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1: clasificación</translation>
    </message>
    <message>
        <source>%1: pairings</source>
        <translation>%1: emparejamientos</translation>
    </message>
    <message>
        <source>%1: round clock</source>
        <translation>%1: reloj de la ronda</translation>
    </message>
    <message>
        <source>game %2 (%3): scoreboard</source>
        <translation>partida %2 (%3): marcador</translation>
    </message>
    <message>
        <source>game %2 (%3): map</source>
        <translation>partida %2 (%3): mapa</translation>
    </message>
    <message>
        <source>all public state (JSON)</source>
        <translation>todo el estado público (JSON)</translation>
    </message>
    <message>
        <source>Overlay URLs</source>
        <translation>URL de la superposición</translation>
    </message>
    <message>
        <source>Add these as OBS Browser Sources (1920×1080). Double-click one to open it in the browser.</source>
        <translation>Añádelas como Fuentes de Navegador en OBS (1920×1080). Haz doble clic en una para abrirla en el navegador.</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Copy URL</source>
        <translation>Copiar URL</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar todo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nueva mesa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Export view as &amp;PNG…</source>
        <translation>Exportar la vista como &amp;PNG…</translation>
    </message>
    <message>
        <source>Export view as S&amp;VG…</source>
        <translation>Exportar la vista como S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Print or export PDF…</source>
        <translation>&amp;Imprimir o exportar PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Add trooper for player &amp;A…</source>
        <translation>Añadir tropa para el jugador &amp;A…</translation>
    </message>
    <message>
        <source>Add trooper for player &amp;B…</source>
        <translation>Añadir tropa para el jugador &amp;B…</translation>
    </message>
    <message>
        <source>&amp;Edit trooper…</source>
        <translation>&amp;Editar tropa…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Encajar la mesa</translation>
    </message>
    <message>
        <source>Sit at Side &amp;B (turn the table)</source>
        <translation>Sentarse en el lado &amp;B (girar la mesa)</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Cuadrícula</translation>
    </message>
    <message>
        <source>&amp;Snap to half units</source>
        <translation>&amp;Ajustar a medias unidades</translation>
    </message>
    <message>
        <source>Show distances in &amp;cm</source>
        <translation>Distancias en &amp;cm</translation>
    </message>
    <message>
        <source>Measuring &amp;tape</source>
        <translation>&amp;Cinta métrica</translation>
    </message>
    <message>
        <source>Zone of &amp;Control of selected troopers</source>
        <translation>Zona de &amp;Control de las tropas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Next player turn</source>
        <translation>&amp;Siguiente turno de jugador</translation>
    </message>
    <message>
        <source>gaming in</source>
        <translation>pulgadas de juego</translation>
    </message>
    <message>
        <source>Import roster for player %1</source>
        <translation>Importar tropas del jugador %1</translation>
    </message>
    <message>
        <source>Rosters (*.csv *.json)</source>
        <translation>Tropas (*.csv *.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Importar tropas</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>Activated/hacked by %1</source>
        <translation>Activado/hackeado por %1</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Marcar %1</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Destruido</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Carried by %1</source>
        <translation>Llevado por %1</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>Llevar %1</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Soltar</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>Soltar %1</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Pixels per table unit</source>
        <translation>Píxeles por unidad de mesa</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exportar la vista</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Round %1 was already scored: its tally keeps the values of its end; correct them there if this changes them.</source>
        <translation>La ronda %1 ya se puntuó: su hoja conserva los valores de su final; corríjalos allí si esto los cambia.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rehecho: %1</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Click on the table to place it, or move the mark with the arrows and press Enter (Esc cancels).</source>
        <translation>Haga clic en la mesa para colocarlo, o mueva la marca con las flechas y pulse Intro (Esc cancela).</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>Add trooper</source>
        <translation>Añadir tropa</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Editar %1</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <translation>Ronda %1, turno %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Colocar %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Marker</source>
        <translation>Marcador</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <source>Inferred: %1</source>
        <translation>Deducido: %1</translation>
    </message>
    <message>
        <source>%1 provisional</source>
        <translation>%1 provisional</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Mark at %1, %2: Enter places it here (arrows move it, Esc cancels).</source>
        <translation>Marca en %1, %2: Intro lo coloca aquí (las flechas la mueven, Esc cancela).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Side %1</source>
        <translation>Bando %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 centre to centre, %2 edge to edge</source>
        <translation>%1 de centro a centro, %2 de borde a borde</translation>
    </message>
</context>
<context>
    <name>TallyActions</name>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>Start a recorded game…</source>
        <translation>Empezar una partida registrada…</translation>
    </message>
    <message>
        <source>End of round: take the table&apos;s values</source>
        <translation>Fin de ronda: tomar los valores de la mesa</translation>
    </message>
    <message>
        <source>Recorded games…</source>
        <translation>Partidas registradas…</translation>
    </message>
    <message>
        <source>History of this game…</source>
        <translation>Historial de esta partida…</translation>
    </message>
    <message>
        <source>Export this game…</source>
        <translation>Exportar esta partida…</translation>
    </message>
    <message>
        <source>Import a game…</source>
        <translation>Importar una partida…</translation>
    </message>
    <message>
        <source>Name of this station…</source>
        <translation>Nombre de este puesto…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>No permitido</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Comprobar: %1</translation>
    </message>
    <message>
        <source>Name of this station</source>
        <translation>Nombre de este puesto</translation>
    </message>
    <message>
        <source>Shown in the history of every game (empty: user@host)</source>
        <translation>Se muestra en el historial de cada partida (vacío: usuario@equipo)</translation>
    </message>
    <message>
        <source>Recording game %1</source>
        <translation>Registrando la partida %1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation>Cambiado en otro puesto</translation>
    </message>
    <message>
        <source>Correct a finished game</source>
        <translation>Corregir una partida terminada</translation>
    </message>
    <message>
        <source>Game %1 is over. Why is it corrected?</source>
        <translation>La partida %1 ha terminado. ¿Por qué se corrige?</translation>
    </message>
    <message>
        <source>Recorded game %1 set aside, unchanged: Game → Recorded games… reopens it.</source>
        <translation>Partida registrada %1 apartada, sin cambios: Partida → Partidas registradas… la vuelve a abrir.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Game %1 is over: its rounds are scored.</source>
        <translation>La partida %1 ha terminado: sus rondas están puntuadas.</translation>
    </message>
    <message>
        <source>Round already ended</source>
        <translation>Ronda ya terminada</translation>
    </message>
    <message>
        <source>Round %1 has already been ended: correct its values in the tally.</source>
        <translation>La ronda %1 ya ha terminado: corrige sus valores en el recuento.</translation>
    </message>
    <message>
        <source>End of the game: %1</source>
        <translation>Final de la partida: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) taken from the table</source>
        <translation>
            <numerusform>%n valor tomado de la mesa</numerusform>
            <numerusform>%n valores tomados de la mesa</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo stops at the End of round %1</source>
        <translation>Deshacer se detiene en el final de la ronda %1</translation>
    </message>
    <message>
        <source>Round %1 ended and stored: Undo stops here (correct the tally by hand).</source>
        <translation>Ronda %1 terminada y guardada: Deshacer se detiene aquí (corrige el recuento a mano).</translation>
    </message>
    <message>
        <source>Snapshots of another scenario</source>
        <translation>Instantáneas de otro escenario</translation>
    </message>
    <message>
        <source>Game %1 holds %2 end-of-round snapshot(s) of another scenario (%3), recorded into it by mistake: they are ignored.</source>
        <translation>La partida %1 contiene %2 instantánea(s) de final de ronda de otro escenario (%3), registrada(s) por error: se ignoran.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importar partida</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>No se puede importar</translation>
    </message>
    <message>
        <source>%1 vs %2, %3</source>
        <translation>%1 contra %2, %3</translation>
    </message>
    <message>
        <source>Reopening game %1: %2…</source>
        <translation>Reabriendo la partida %1: %2…</translation>
    </message>
    <message>
        <source>Game %1 could not be reopened: %2</source>
        <translation>No se pudo reabrir la partida %1: %2</translation>
    </message>
    <message>
        <source>Game %1 reopened where it was left: %2 vs %3, round %4 (Game → Recorded games… for another).</source>
        <translation>Partida %1 reabierta donde se dejó: %2 contra %3, ronda %4 (Partida → Partidas registradas… para otra).</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation>Jugada hasta el final</translation>
    </message>
    <message>
        <source>Retreat!</source>
        <translation>¡¡¡Retirada!!!</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Tiempo cumplido</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Rendición</translation>
    </message>
    <message>
        <source>Fill from the table</source>
        <translation>Rellenar desde la mesa</translation>
    </message>
    <message>
        <source>Take every value the table knows for the current round</source>
        <translation>Tomar todos los valores que conoce la mesa para la ronda actual</translation>
    </message>
    <message>
        <source>Rounds completed</source>
        <translation>Rondas completadas</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>A game</source>
        <translation>Partida A</translation>
    </message>
    <message>
        <source>B game</source>
        <translation>Partida B</translation>
    </message>
    <message>
        <source>OP A</source>
        <translation>PO A</translation>
    </message>
    <message>
        <source>OP B</source>
        <translation>PO B</translation>
    </message>
    <message>
        <source>Classified objectives, decks and Victory Points</source>
        <translation>Objetivos clasificados, mazos y Puntos de Victoria</translation>
    </message>
    <message>
        <source>below</source>
        <translation>abajo</translation>
    </message>
    <message>
        <source>as above</source>
        <translation>como arriba</translation>
    </message>
    <message>
        <source>Classified %1</source>
        <translation>Clasificado %1</translation>
    </message>
    <message>
        <source>fulfilled</source>
        <translation>cumplido</translation>
    </message>
    <message>
        <source>Secure HVT</source>
        <translation>Asegurar HVT</translation>
    </message>
    <message>
        <source>INTELCOM card</source>
        <translation>Carta INTELCOM</translation>
    </message>
    <message>
        <source>symbol</source>
        <translation>símbolo</translation>
    </message>
    <message>
        <source>%1 completed</source>
        <translation>%1 cumplidos</translation>
    </message>
    <message>
        <source>Turn by turn…</source>
        <translation>Turno a turno…</translation>
    </message>
    <message>
        <source>INTELCOM Support and Control: value</source>
        <translation>INTELCOM Apoyo y Control: valor</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>sin carta</translation>
    </message>
    <message>
        <source>in</source>
        <translation>en</translation>
    </message>
    <message>
        <source>Victory Points (surviving Army Points)</source>
        <translation>Puntos de Victoria (Puntos de Ejército supervivientes)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Enemy HVT harmed by (that player loses the game)</source>
        <translation>HVT enemigo herido por (ese jugador pierde la partida)</translation>
    </message>
    <message>
        <source>corrected by hand</source>
        <translation>corregido a mano</translation>
    </message>
    <message>
        <source>%1 — player %2</source>
        <translation>%1: jugador %2</translation>
    </message>
    <message>
        <source>From the table: %1</source>
        <translation>Desde la mesa: %1</translation>
    </message>
    <message>
        <source>Player %1 killed %2 Army Points: %3</source>
        <translation>El jugador %1 eliminó %2 Puntos de Ejército: %3</translation>
    </message>
    <message>
        <source>Player %1 keeps %2 Victory Points</source>
        <translation>El jugador %1 conserva %2 Puntos de Victoria</translation>
    </message>
    <message>
        <source>Player %1, Secure HVT: %2 (%3)</source>
        <translation>Jugador %1, Asegurar HVT: %2 (%3)</translation>
    </message>
    <message>
        <source>accomplished</source>
        <translation>cumplido</translation>
    </message>
    <message>
        <source>not accomplished</source>
        <translation>no cumplido</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 OP (objectives %3, classified %4), %5 VP, %6 TP</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 PO (objetivos %3, clasificados %4), %5 PV, %6 PT</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;Provisional: the game is still in progress.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Provisional: la partida sigue en curso.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>toda la partida</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>%1, player %2, %3</source>
        <translation>%1, jugador %2, %3</translation>
    </message>
    <message>
        <source>Classified %1 of player %2: %3</source>
        <translation>Clasificado %1 del jugador %2: %3</translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation>%1, jugador %2</translation>
    </message>
    <message>
        <source>INTELCOM zone</source>
        <translation>Zona del INTELCOM</translation>
    </message>
</context>
<context>
    <name>TallySession</name>
    <message>
        <source>(sealed)</source>
        <translation>(sellado)</translation>
    </message>
    <message>
        <source>Game %1 is over: a correction needs a reason. Nothing was saved.</source>
        <translation>La partida %1 ha terminado: una corrección necesita un motivo. No se ha guardado nada.</translation>
    </message>
    <message>
        <source>Not saved: another station changed game %1 first.</source>
        <translation>Sin guardar: otro puesto cambió antes la partida %1.</translation>
    </message>
    <message>
        <source>The tally now shows the stored values; enter yours again if it still applies.</source>
        <translation>El recuento muestra ahora los valores guardados; vuelve a introducir los tuyos si siguen siendo válidos.</translation>
    </message>
    <message>
        <source>Lost the connection to the game&apos;s database: %1</source>
        <translation>Se perdió la conexión con la base de datos de la partida: %1</translation>
    </message>
    <message>
        <source>This table is no longer recorded into game %1: %2</source>
        <translation>Esta mesa ya no se registra en la partida %1: %2</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Tournament — ITS Table Assistant</source>
        <translation>Torneo — ITS Table Assistant</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source> Event </source>
        <translation> Evento </translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nuevo evento…</translation>
    </message>
    <message>
        <source>Event settings…</source>
        <translation>Ajustes del evento…</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Archivo de evento</translation>
    </message>
    <message>
        <source>Save the event as a file…</source>
        <translation>Guardar el evento en un archivo…</translation>
    </message>
    <message>
        <source>Import an event file…</source>
        <translation>Importar un archivo de evento…</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Hacer copia ahora</translation>
    </message>
    <message>
        <source>Restore from a backup…</source>
        <translation>Restaurar una copia…</translation>
    </message>
    <message>
        <source> Station </source>
        <translation> Puesto </translation>
    </message>
    <message>
        <source>Your name or this station&apos;s: every change is recorded with it</source>
        <translation>Tu nombre o el de este puesto: cada cambio se registra con él</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Inscripción</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Emparejamientos</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Disposiciones</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Resultados comunicados</translation>
    </message>
    <message>
        <source>Create an event (New event…) or choose one above.</source>
        <translation>Crea un evento (Nuevo evento…) o elige uno arriba.</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <source>%1 — Tournament</source>
        <translation>%1 — Torneo</translation>
    </message>
    <message>
        <source>The database does not answer: %1</source>
        <translation>La base de datos no responde: %1</translation>
    </message>
    <message>
        <source>Connected to the database again</source>
        <translation>Conectado de nuevo a la base de datos</translation>
    </message>
    <message>
        <source>Updated with another station&apos;s changes</source>
        <translation>Actualizado con los cambios de otro puesto</translation>
    </message>
</context>
<context>
    <name>TrooperDialog</name>
    <message>
        <source>Edit trooper</source>
        <translation>Editar tropa</translation>
    </message>
    <message>
        <source>Add trooper</source>
        <translation>Añadir tropa</translation>
    </message>
    <message>
        <source>e.g. Fusilier (Hacker)</source>
        <translation>p. ej. Fusilero (Hacker)</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> pts</translation>
    </message>
    <message>
        <source>Base diameter in millimetres: pick one or type any size</source>
        <translation>Diámetro de la peana en milímetros: elige uno o escribe cualquier tamaño</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Figura</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>A trooper shown as a marker (Camouflage, Shasvastii-Embryo…)</source>
        <translation>Una tropa representada por un marcador (Camuflaje, Hueva-Embrión…)</translation>
    </message>
    <message>
        <source>On the table but not a trooper (holoecho, deployable…)</source>
        <translation>En la mesa pero no es una tropa (holoeco, desplegable…)</translation>
    </message>
    <message>
        <source>{code} — {name}</source>
        <translation>{code} — {name}</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Sin definir</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Army &amp;Points:</source>
        <translation>&amp;Puntos de Ejército:</translation>
    </message>
    <message>
        <source>&amp;Base size:</source>
        <translation>Tamaño de &amp;peana:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;State:</source>
        <translation>&amp;Estado:</translation>
    </message>
    <message>
        <source>&amp;Troop type:</source>
        <translation>Tipo de t&amp;ropa:</translation>
    </message>
    <message>
        <source>&amp;Roles:</source>
        <translation>&amp;Roles:</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>E&amp;tiquetas:</translation>
    </message>
    <message>
        <source>Give the trooper a name</source>
        <translation>Dale un nombre a la tropa</translation>
    </message>
    <message>
        <source>The base size must be more than 0 mm</source>
        <translation>El tamaño de la peana debe ser mayor que 0 mm</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>en fila</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X:</translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation>&amp;Y:</translation>
    </message>
    <message>
        <source>X, from the left edge, in %1</source>
        <translation>X, desde el borde izquierdo, en %1</translation>
    </message>
    <message>
        <source>Y, from Side A&apos;s edge, in %1</source>
        <translation>Y, desde el borde del Bando A, en %1</translation>
    </message>
    <message>
        <source>From the left edge of the table, as its ruler reads</source>
        <translation>Desde el borde izquierdo de la mesa, como indica su regla</translation>
    </message>
    <message>
        <source>From Side A&apos;s edge of the table, as its ruler reads</source>
        <translation>Desde el borde del Bando A de la mesa, como indica su regla</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Posición:</translation>
    </message>
    <message>
        <source>The base stays on the table with X from %1 to %2 and Y from %3 to %4 %5.</source>
        <translation>La peana queda en la mesa con X de %1 a %2 e Y de %3 a %4 %5.</translation>
    </message>
    <message>
        <source>Type the position: X and Y</source>
        <translation>Escribe la posición: X e Y</translation>
    </message>
    <message>
        <source>Type both X and Y, or neither</source>
        <translation>Escribe X e Y, o ninguna de las dos</translation>
    </message>
    <message>
        <source>X and Y must be numbers</source>
        <translation>X e Y deben ser números</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3 %4: the base must stay on the table</source>
        <translation>%1 debe ir de %2 a %3 %4: la peana debe quedar en la mesa</translation>
    </message>
    <message>
        <source>{state} (not in this season)</source>
        <translation>{state} (no en esta temporada)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shasvastii-Embryo</source>
        <translation>Hueva-Embrión</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>Aislado</translation>
    </message>
    <message>
        <source>Immobilized</source>
        <translation>Inmovilizado</translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation>Poseído</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Sepsitorized</source>
        <translation>Sepsitorizado</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infantería Ligera</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infantería Media</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>Infantería Pesada</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Remoto</translation>
    </message>
    <message>
        <source>Tactical Armored Gear</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Vehículo</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Escaramuzador</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Warband</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Teniente</translation>
    </message>
    <message>
        <source>Hazmat Ops</source>
        <translation>Hazmat Ops</translation>
    </message>
    <message>
        <source>Key Ops</source>
        <translation>Key Ops</translation>
    </message>
    <message>
        <source>Data Tracker</source>
        <translation>DataTracker</translation>
    </message>
    <message>
        <source>Stealth Ops</source>
        <translation>Stealth Ops</translation>
    </message>
    <message>
        <source>Designated Target</source>
        <translation>Objetivo Designado</translation>
    </message>
    <message>
        <source>Target Decoy</source>
        <translation>Objetivo Señuelo</translation>
    </message>
    <message>
        <source>Essential Personnel</source>
        <translation>Personal Esencial</translation>
    </message>
    <message>
        <source>HVT</source>
        <translation>HVT</translation>
    </message>
    <message>
        <source>Data Erasure</source>
        <translation>Data Erasure</translation>
    </message>
    <message>
        <source>Überhacker</source>
        <translation>Überhacker</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Baggage</source>
        <translation>Bagaje</translation>
    </message>
    <message>
        <source>Shasvastii</source>
        <translation>Shasvastii</translation>
    </message>
    <message>
        <source>Number 2</source>
        <translation>Número 2</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Suboficial</translation>
    </message>
    <message>
        <source>Chain of Command</source>
        <translation>Cadena de Mando</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Cuartel General</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Hacker</source>
        <translation>Hacker</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>Médico</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingeniero</translation>
    </message>
    <message>
        <source>Forward Observer</source>
        <translation>Observador de Artillería</translation>
    </message>
    <message>
        <source>Paramedic</source>
        <translation>Sanitario</translation>
    </message>
    <message>
        <source>Specialist Operative</source>
        <translation>Operativo Especialista</translation>
    </message>
    <message>
        <source>Journalist</source>
        <translation>Periodista</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Peripheral</source>
        <translation>Periférico</translation>
    </message>
    <message>
        <source>AI Beacon</source>
        <translation>Baliza IA</translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation>Irregular</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impetuoso</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Religious</source>
        <translation>Religioso</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to ITS Table Assistant</source>
        <translation>Bienvenido a ITS Table Assistant</translation>
    </message>
    <message>
        <source>Choose how the app speaks and measures, and the table to start with. All of it can be changed later.</source>
        <translation>Elige el idioma y las unidades de la aplicación, y la mesa inicial. Todo se puede cambiar más tarde.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Inches</source>
        <translation>Pulgadas</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Centímetros</translation>
    </message>
    <message>
        <source>Distances in</source>
        <translation>Distancias en</translation>
    </message>
    <message>
        <source>First table</source>
        <translation>Primera mesa</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source>Games are stored in</source>
        <translation>Las partidas se guardan en</translation>
    </message>
    <message>
        <source>Several stations share games and events through one PostgreSQL server: start each with --db postgresql+psycopg://user@host/db (or set ITS_DESKTOP_DB).</source>
        <translation>Varios puestos comparten partidas y eventos mediante un servidor PostgreSQL: inicia cada uno con --db postgresql+psycopg://user@host/db (o define ITS_DESKTOP_DB).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>The last session stopped on a fatal error; a report was saved to %1.</source>
        <translation>La última sesión terminó con un error fatal; se guardó un informe en %1.</translation>
    </message>
</context>
</TS>
