<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>ITS Table Assistant: unexpected error</source>
        <translation>ITS Table Assistant : erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong that the app did not expect.</source>
        <translation>Un problème que l&apos;application n&apos;attendait pas est survenu.</translation>
    </message>
    <message>
        <source>A report was saved to %1. Please send it with a word on what you were doing.</source>
        <translation>Un rapport a été enregistré dans %1. Envoyez-le avec un mot sur ce que vous faisiez.</translation>
    </message>
    <message>
        <source>The report could not be saved: see the log.</source>
        <translation>Le rapport n&apos;a pas pu être enregistré : voir le journal.</translation>
    </message>
    <message>
        <source>Every score entry is already saved; you can go on or close the app.</source>
        <translation>Chaque saisie de score est déjà enregistrée ; vous pouvez continuer ou fermer l&apos;application.</translation>
    </message>
    <message>
        <source>Open the report&apos;s folder</source>
        <translation>Ouvrir le dossier du rapport</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About ITS Table Assistant</source>
        <translation>À propos d&apos;ITS Table Assistant</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scenario tables, domination, scoring and tournaments for Infinity ITS.&lt;br&gt;MIT licence. Qt %1, Python %2.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tables de scénario, domination, décompte et tournois pour Infinity ITS.&lt;br&gt;Licence MIT. Qt %1, Python %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Bibliothèques</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Polices</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Only changes with a reason (corrections, overrides)</source>
        <translation>Seulement les changements motivés (corrections, dérogations)</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Quand (UTC)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n modification</numerusform>
            <numerusform>%n modifications</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckOverlay</name>
    <message>
        <source>S</source>
        <comment>pin: the sniper&apos;s best point</comment>
        <translation>T</translation>
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
        <translation>Pas encore vérifiée : disposez les décors, puis vérifiez cette table.</translation>
    </message>
    <message>
        <source>Checking the lines of fire…</source>
        <translation>Vérification des Lignes de Tir…</translation>
    </message>
    <message>
        <source>The table changed: check it again.</source>
        <translation>La table a changé : vérifiez-la à nouveau.</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>La vérification a échoué : %1</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>%1 of %2 checks fail (bold rows). The table shows them.</source>
        <translation>%1 vérifications sur %2 échouent (lignes en gras). La table les montre.</translation>
    </message>
    <message>
        <source>Every check passes.</source>
        <translation>Toutes les vérifications passent.</translation>
    </message>
    <message>
        <source>Check this table</source>
        <translation>Vérifier cette table</translation>
    </message>
    <message>
        <source>Lines of fire for both sides, infantry and TAG: where a sniper or a paratrooper would own the table (Ctrl+K)</source>
        <translation>Lignes de Tir des deux camps, infanterie et TAG : d&apos;où un tireur d&apos;élite ou un parachutiste tiendrait la table (Ctrl+K)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the table check</source>
        <translation>Annuler la vérification de la table</translation>
    </message>
    <message>
        <source>Findings shown for</source>
        <translation>Résultats montrés pour</translation>
    </message>
    <message>
        <source>Table check findings</source>
        <translation>Résultats de la vérification de la table</translation>
    </message>
    <message>
        <source>Table check progress</source>
        <translation>Progression de la vérification de la table</translation>
    </message>
    <message>
        <source>Show the findings on the table</source>
        <translation>Montrer les résultats sur la table</translation>
    </message>
    <message>
        <source>Check (threshold)</source>
        <translation>Vérification (seuil)</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Every threshold is a first guess, to be tuned with organizers. Definitions: docs/terrain.md.</source>
        <translation>Chaque seuil est une première estimation, à ajuster avec les organisateurs. Définitions : docs/terrain.md.</translation>
    </message>
    <message>
        <source>Infantry (Silhouette 2)</source>
        <translation>Infanterie (Silhouette 2)</translation>
    </message>
    <message>
        <source>TAG (Silhouette 7)</source>
        <translation>TAG (Silhouette 7)</translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message numerus="yes">
        <source>Move %n trooper(s)</source>
        <translation>
            <numerusform>Déplacer %n troupe</numerusform>
            <numerusform>Déplacer %n troupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n trooper(s)</source>
        <translation>
            <numerusform>Supprimer %n troupe</numerusform>
            <numerusform>Supprimer %n troupes</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Database not reachable</source>
        <translation>Base de données injoignable</translation>
    </message>
    <message>
        <source>The database cannot be reached:</source>
        <translation>La base de données est injoignable :</translation>
    </message>
</context>
<context>
    <name>DeckLogDialog</name>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Player turn</source>
        <translation>Tour de Joueur</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Accomplie</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Défaussée</translation>
    </message>
    <message>
        <source>Add a card</source>
        <translation>Ajouter une carte</translation>
    </message>
    <message>
        <source>Remove the selected card</source>
        <translation>Retirer la carte sélectionnée</translation>
    </message>
</context>
<context>
    <name>DocumentHandling</name>
    <message>
        <source>This season&apos;s scenarios are not in the library yet.</source>
        <translation>Les scénarios de cette saison ne sont pas encore dans la bibliothèque.</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>Open table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <source>Save table</source>
        <translation>Enregistrer la table</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Unsaved table</source>
        <translation>Table non enregistrée</translation>
    </message>
    <message>
        <source>Save the changes to this table first?</source>
        <translation>Enregistrer d&apos;abord les modifications de cette table ?</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
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
        <translation>Échec de la sauvegarde : %1</translation>
    </message>
    <message>
        <source>Backup saved: %1</source>
        <translation>Sauvegarde enregistrée : %1</translation>
    </message>
    <message>
        <source>Event saved: %1</source>
        <translation>Événement enregistré : %1</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Fichier d&apos;événement</translation>
    </message>
    <message>
        <source>Print round</source>
        <translation>Imprimer la Ronde</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet: save its pairings first (the pack prints them as saved).</source>
        <translation>La Ronde %1 n&apos;est pas encore appariée : enregistrez d&apos;abord ses appariements (le dossier les imprime tels qu&apos;enregistrés).</translation>
    </message>
    <message>
        <source>Print round %1</source>
        <translation>Imprimer la Ronde %1</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Building round %1&apos;s table pack…</source>
        <translation>Préparation du dossier de tables de la Ronde %1…</translation>
    </message>
    <message>
        <source>Round %1&apos;s pack saved: %2 (%3 pages; players&apos; pages at %4)</source>
        <translation>Dossier de la Ronde %1 enregistré : %2 (%3 pages ; pages des joueurs sur %4)</translation>
    </message>
    <message>
        <source>Print tiles</source>
        <translation>Imprimer en tuiles</translation>
    </message>
    <message>
        <source>Round %1 has no game on table %2.</source>
        <translation>La ronde %1 n&apos;a pas de partie à la table %2.</translation>
    </message>
    <message>
        <source>Print tiles for table %1</source>
        <translation>Imprimer la table %1 en tuiles</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Tiles for table %1 saved: %2 (%3 pages)</source>
        <translation>Tuiles de la table %1 enregistrées : %2 (%3 pages)</translation>
    </message>
    <message>
        <source>Save the event as a file</source>
        <translation>Enregistrer l&apos;événement dans un fichier</translation>
    </message>
    <message>
        <source>Event file (*.json)</source>
        <translation>Fichier d&apos;événement (*.json)</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listes d&apos;armée</translation>
    </message>
    <message>
        <source>Include the army lists? They are private: only for another organizer&apos;s laptop.</source>
        <translation>Inclure les listes d&apos;armée ? Elles sont privées : seulement pour l&apos;ordinateur d&apos;un autre organisateur.</translation>
    </message>
    <message>
        <source>Restore from a backup</source>
        <translation>Restaurer une sauvegarde</translation>
    </message>
    <message>
        <source>Import an event file</source>
        <translation>Importer un fichier d&apos;événement</translation>
    </message>
    <message>
        <source>Backup or event file (*.sqlite3 *.json);;All files (*)</source>
        <translation>Sauvegarde ou fichier d&apos;événement (*.sqlite3 *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Event file (*.json);;All files (*)</source>
        <translation>Fichier d&apos;événement (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <source>Event settings</source>
        <translation>Paramètres de l&apos;événement</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>Nouvel événement</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>Extras</translation>
    </message>
    <message>
        <source>by player count</source>
        <translation>selon le nombre de joueurs</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Load a map file…</source>
        <translation>Charger un fichier de carte…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Points d&apos;Armée</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Round duration</source>
        <translation>Durée de la Ronde</translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation>Minuteur de déploiement</translation>
    </message>
    <message>
        <source>Custom scenario</source>
        <translation>Scénario personnalisé</translation>
    </message>
    <message>
        <source>Map file (*.toml)</source>
        <translation>Fichier de carte (*.toml)</translation>
    </message>
    <message>
        <source>Cannot read</source>
        <translation>Lecture impossible</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
</context>
<context>
    <name>GameHeader</name>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>game %1</source>
        <translation>partie %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non enregistrée</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1 of %2 rounds played</source>
        <translation>%1 Rounds joués sur %2</translation>
    </message>
    <message>
        <source>confirm the result in the tally (Game: Played to the end)</source>
        <translation>confirmez le résultat dans le décompte (Partie : jouée jusqu&apos;au bout)</translation>
    </message>
    <message>
        <source>%1 is active</source>
        <translation>%1 est actif</translation>
    </message>
    <message>
        <source>Round %1 of %2, turn %3</source>
        <translation>Round %1 sur %2, tour %3</translation>
    </message>
</context>
<context>
    <name>HeatSection</name>
    <message>
        <source>The heat map failed: %1</source>
        <translation>La carte de chaleur a échoué : %1</translation>
    </message>
    <message>
        <source>Heat map cancelled.</source>
        <translation>Carte de chaleur annulée.</translation>
    </message>
    <message>
        <source>Side A&apos;s deployment zone</source>
        <translation>la Zone de Déploiement du Camp A</translation>
    </message>
    <message>
        <source>Side B&apos;s deployment zone</source>
        <translation>la Zone de Déploiement du Camp B</translation>
    </message>
    <message>
        <source>the objectives</source>
        <translation>les objectifs</translation>
    </message>
    <message>
        <source>Measuring how much of %1 each square inch sees (%2)…</source>
        <translation>Mesure de la part de %1 que voit chaque pouce carré (%2)…</translation>
    </message>
    <message>
        <source>The table changed: make the heat map again.</source>
        <translation>La table a changé : refaites la carte de chaleur.</translation>
    </message>
    <message>
        <source>Heat map of %1 (%2): the darkest square sees %3 %.</source>
        <translation>Carte de chaleur de %1 (%2) : la case la plus sombre en voit %3 %.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Heat map&lt;/b&gt;: how much of a target each square inch of the table sees</source>
        <translation>&lt;b&gt;Carte de chaleur&lt;/b&gt; : la part d&apos;une cible que voit chaque pouce carré de la table</translation>
    </message>
    <message>
        <source>Make the heat map</source>
        <translation>Faire la carte de chaleur</translation>
    </message>
    <message>
        <source>For the height class above; dark squares see more (Ctrl+Shift+K)</source>
        <translation>Pour la classe de hauteur ci-dessus ; les cases sombres voient plus (Ctrl+Maj+K)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the heat map</source>
        <translation>Annuler la carte de chaleur</translation>
    </message>
    <message>
        <source>Heat map progress</source>
        <translation>Progression de la carte de chaleur</translation>
    </message>
    <message>
        <source>Heat map of</source>
        <translation>Carte de chaleur de</translation>
    </message>
    <message>
        <source>Show the heat map on the table</source>
        <translation>Montrer la carte de chaleur sur la table</translation>
    </message>
    <message>
        <source>Sees %1</source>
        <translation>Voit %1</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History of this game</source>
        <translation>Historique de cette partie</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
</context>
<context>
    <name>LayoutsTab</name>
    <message>
        <source>Layouts</source>
        <translation>Dispositions</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Disposition</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Taille de la table</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Éléments</translation>
    </message>
    <message>
        <source>On tables</source>
        <translation>Sur les tables</translation>
    </message>
    <message>
        <source>Add from a table file…</source>
        <translation>Ajouter depuis un fichier de table…</translation>
    </message>
    <message>
        <source>A table saved with its scenery (Scenery → Edit the layout, then File → Save)</source>
        <translation>Une table enregistrée avec ses décors (Décors → Modifier la disposition, puis Fichier → Enregistrer)</translation>
    </message>
    <message>
        <source>Replace from a table file…</source>
        <translation>Remplacer depuis un fichier de table…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Check all tables</source>
        <translation>Vérifier toutes les tables</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>The tables are checked against this round&apos;s scenario</source>
        <translation>Les tables sont vérifiées avec le scénario de cette ronde</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%p% checked</source>
        <translation>%p% vérifié</translation>
    </message>
    <message>
        <source>Every threshold is a first guess, to be tuned with organizers.</source>
        <translation>Chaque seuil est une première estimation, à ajuster avec les organisateurs.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>(no layout)</source>
        <translation>(aucune disposition)</translation>
    </message>
    <message>
        <source>Layout of table %1</source>
        <translation>Disposition de la table %1</translation>
    </message>
    <message>
        <source>frozen: its round has started</source>
        <translation>figée : sa ronde a commencé</translation>
    </message>
    <message>
        <source>Layout %1 added</source>
        <translation>Disposition %1 ajoutée</translation>
    </message>
    <message>
        <source>Layout %1 replaced</source>
        <translation>Disposition %1 remplacée</translation>
    </message>
    <message>
        <source>A table file with its scenery</source>
        <translation>Un fichier de table avec ses décors</translation>
    </message>
    <message>
        <source>Table (*.itstable);;All files (*)</source>
        <translation>Table (*.itstable);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Remove layout</source>
        <translation>Retirer la disposition</translation>
    </message>
    <message>
        <source>Remove the layout %1 from the event?</source>
        <translation>Retirer la disposition %1 de l'événement ?</translation>
    </message>
    <message>
        <source>No table has a layout yet: choose one in the Tables list</source>
        <translation>Aucune table n'a encore de disposition : choisissez-en une dans la liste des tables</translation>
    </message>
    <message>
        <source>Checking %1 tables against %2…</source>
        <translation>Vérification de %1 tables avec %2…</translation>
    </message>
    <message>
        <source>Check cancelled</source>
        <translation>Vérification annulée</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>La vérification a échoué : %1</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>non vérifiée : %1</translation>
    </message>
    <message>
        <source>%1 of %2 checks fail</source>
        <translation>%1 vérifications sur %2 échouent</translation>
    </message>
    <message>
        <source>every check passes</source>
        <translation>toutes les vérifications passent</translation>
    </message>
    <message>
        <source>%1 tables checked; %2 with failing checks. Every threshold is a first guess.</source>
        <translation>%1 tables vérifiées ; %2 avec des vérifications en échec. Chaque seuil est une première estimation.</translation>
    </message>
</context>
<context>
    <name>LegendPanel</name>
    <message>
        <source>Open a table to see its legend.</source>
        <translation>Ouvrez une table pour voir sa légende.</translation>
    </message>
    <message>
        <source>Deployment zone, Side A</source>
        <translation>Zone de Déploiement, Camp A</translation>
    </message>
    <message>
        <source>Deployment zone, Side B</source>
        <translation>Zone de Déploiement, Camp B</translation>
    </message>
    <message>
        <source>Exclusion zone (cross-hatched)</source>
        <translation>Zone d&apos;Exclusion (hachures croisées)</translation>
    </message>
    <message>
        <source>Dead zone (dotted border, grey)</source>
        <translation>Zone Morte (bord pointillé, gris)</translation>
    </message>
    <message>
        <source>Hazard area of this round (horizontal lines)</source>
        <translation>Zone de danger de ce Round (lignes horizontales)</translation>
    </message>
    <message>
        <source>Room (thick line: walls)</source>
        <translation>Salle (trait épais : murs)</translation>
    </message>
    <message>
        <source>Area (dashed outline)</source>
        <translation>Zone (contour en tirets)</translation>
    </message>
    <message>
        <source>Placement area (dashed outline)</source>
        <translation>Zone de placement (contour en tirets)</translation>
    </message>
    <message>
        <source>Landing area (dashed outline)</source>
        <translation>Zone d&apos;atterrissage (contour en tirets)</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Dominated by A: hatch /, dashed border, badge [A] and the totals</source>
        <translation>Dominée par A : hachures /, bord en tirets, badge [A] et les totaux</translation>
    </message>
    <message>
        <source>Dominated by B: hatch \, dashed border, badge [B] and the totals</source>
        <translation>Dominée par B : hachures \, bord en tirets, badge [B] et les totaux</translation>
    </message>
    <message>
        <source>Tie, nobody dominates: dotted border, badge [=]</source>
        <translation>Égalité, personne ne domine : bord pointillé, badge [=]</translation>
    </message>
    <message>
        <source>Not known in this view (hidden markers): badge [?]</source>
        <translation>Inconnu dans cette vue (marqueurs cachés) : badge [?]</translation>
    </message>
    <message>
        <source>So far, the round not scored yet: half the hatch, badge [A provisional]</source>
        <translation>Pour l&apos;instant, le round n&apos;est pas encore compté : moitié des hachures, badge [A provisoire]</translation>
    </message>
    <message>
        <source>Objective nobody controls: its number is in the key below</source>
        <translation>Objectif que personne ne contrôle : son numéro est dans la clé ci-dessous</translation>
    </message>
    <message>
        <source>Activated or hacked by A: dark blue inside, white number, hatch /</source>
        <translation>Activé ou piraté par A : intérieur bleu foncé, numéro blanc, hachures /</translation>
    </message>
    <message>
        <source>Activated or hacked by B: dark ochre inside, white number, hatch \</source>
        <translation>Activé ou piraté par B : intérieur ocre foncé, numéro blanc, hachures \</translation>
    </message>
    <message>
        <source>Objective controlled by A: thick blue ring, badge A</source>
        <translation>Objectif contrôlé par A : anneau bleu épais, badge A</translation>
    </message>
    <message>
        <source>Objective controlled by B: thick ochre ring, badge B</source>
        <translation>Objectif contrôlé par B : anneau ocre épais, badge B</translation>
    </message>
    <message>
        <source>Contested, both in contact: ring dashed in both colours, badge =</source>
        <translation>Disputé, les deux en contact : anneau en tirets des deux couleurs, badge =</translation>
    </message>
    <message>
        <source>Destroyed or removed: grey, crossed out</source>
        <translation>Détruit ou retiré : gris, barré</translation>
    </message>
    <message>
        <source>Carried: dashed ring, moves with its carrier</source>
        <translation>Porté : anneau en tirets, suit son porteur</translation>
    </message>
    <message>
        <source>Activation or hack token of A</source>
        <translation>Jeton d&apos;activation ou de piratage de A</translation>
    </message>
    <message>
        <source>Activation or hack token of B</source>
        <translation>Jeton d&apos;activation ou de piratage de B</translation>
    </message>
    <message>
        <source>Inferred position: the pack&apos;s map is lost (orange dash-dot, &quot;(?)&quot;)</source>
        <translation>Position déduite : la carte du pack est perdue (tiret-point orange, « (?) »)</translation>
    </message>
    <message>
        <source>Trooper of A (blue base)</source>
        <translation>Troupe de A (socle bleu)</translation>
    </message>
    <message>
        <source>Trooper of B (ochre base, white dot)</source>
        <translation>Troupe de B (socle ocre, point blanc)</translation>
    </message>
    <message>
        <source>Trooper marker: camouflage etc. (dashed base)</source>
        <translation>Marqueur de troupe : camouflage etc. (socle en tirets)</translation>
    </message>
    <message>
        <source>Trooper in a Null state (pale base)</source>
        <translation>Troupe dans un État Inapte (socle pâle)</translation>
    </message>
    <message>
        <source>Door (white gap between jambs) and window (a thin line along the gap): lines of fire pass through; a dark bar: closed</source>
        <translation>Porte (ouverture blanche entre deux montants) et fenêtre (un trait fin le long de l&apos;ouverture) : les Lignes de Tir passent ; une barre sombre : fermée</translation>
    </message>
    <message>
        <source>Live line of fire: shaded where the selected trooper (or the ringed cross) cannot see; a dark line edges what it sees</source>
        <translation>Ligne de Tir en direct : ombré là où la troupe sélectionnée (ou la croix cerclée) ne voit pas ; un trait sombre borde ce qu&apos;elle voit</translation>
    </message>
    <message>
        <source>Heat map: the share of %1 each square inch sees, from 0 % (light, left) to 100 % (dark, right); ticks every 25 %</source>
        <translation>Carte de chaleur : la part de %1 que voit chaque pouce carré, de 0 % (clair, à gauche) à 100 % (sombre, à droite) ; graduations tous les 25 %</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Scenery that stops every line of fire (solid)</source>
        <translation>Décor qui bloque toute Ligne de Tir (plein)</translation>
    </message>
    <message>
        <source>Quadrant, a Zone of Operations (dashed; %1…)</source>
        <translation>Quadrant, une Zone d&apos;Opérations (tirets ; %1…)</translation>
    </message>
    <message>
        <source>Sector, a Zone of Operations (dashed; %1…)</source>
        <translation>Secteur, une Zone d&apos;Opérations (tirets ; %1…)</translation>
    </message>
    <message>
        <source>Scenery that stops lines of fire between models no taller than it (hatched)</source>
        <translation>Décor qui bloque les Lignes de Tir entre figurines pas plus hautes que lui (hachuré)</translation>
    </message>
    <message>
        <source>Low scenery: cover only, never stops a line of fire (dotted outline)</source>
        <translation>Décor bas : couvert seulement, ne bloque jamais une Ligne de Tir (contour pointillé)</translation>
    </message>
    <message>
        <source>Roofed scenery (heavy outline)</source>
        <translation>Décor avec toit (contour épais)</translation>
    </message>
    <message>
        <source>Table check: longest open lane along an edge (dash-dot; thick: fails)</source>
        <translation>Vérification : plus longue ligne dégagée le long d&apos;un bord (tiret-point ; épais : échoue)</translation>
    </message>
    <message>
        <source>Table check: line of fire from the objectives point (solid)</source>
        <translation>Vérification : Ligne de Tir depuis le point des objectifs (trait plein)</translation>
    </message>
    <message>
        <source>Table check: blocked line of fire (dashed, crossed)</source>
        <translation>Vérification : Ligne de Tir bloquée (tirets, croix)</translation>
    </message>
    <message>
        <source>Table check: what the best sniper point sees (dotted)</source>
        <translation>Vérification : ce que voit le meilleur point de tireur d&apos;élite (pointillé)</translation>
    </message>
    <message>
        <source>Table check: the best points for a sniper (S), a paratrooper (P) and for objectives (O), with the side; dark: fails</source>
        <translation>Vérification : les meilleurs points d&apos;un tireur d&apos;élite (T), d&apos;un parachutiste (P) et pour les objectifs (O), avec le camp ; foncé : échoue</translation>
    </message>
</context>
<context>
    <name>LiveSight</name>
    <message>
        <source>&amp;Live line of fire</source>
        <translation>Ligne de Tir en &amp;direct</translation>
    </message>
    <message>
        <source>Shade what the selected trooper (or the viewpoint) cannot see; it follows every drag</source>
        <translation>Ombrer ce que la troupe sélectionnée (ou le point de vue) ne voit pas ; suit chaque déplacement</translation>
    </message>
    <message>
        <source>Line of fire &amp;for</source>
        <translation>Ligne de Tir &amp;pour</translation>
    </message>
    <message>
        <source>Infantry (Silhouette 2)</source>
        <translation>Infanterie (Silhouette 2)</translation>
    </message>
    <message>
        <source>TAG (Silhouette 7)</source>
        <translation>TAG (Silhouette 7)</translation>
    </message>
</context>
<context>
    <name>LogDialog</name>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>No log yet in %1</source>
        <translation>Pas encore de journal dans %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Roster</source>
        <translation>Effectifs</translation>
    </message>
    <message>
        <source>Referee: why</source>
        <translation>Arbitre : pourquoi</translation>
    </message>
    <message>
        <source>Legend and key</source>
        <translation>Légende et clé</translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation>Notes du scénario</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Loading the mission library…</source>
        <translation>Chargement de la bibliothèque de missions…</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Table check</source>
        <translation>Vérification de la table</translation>
    </message>
</context>
<context>
    <name>MenuBuilder</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Placer</translation>
    </message>
    <message>
        <source>&amp;Heat map</source>
        <translation>Carte de &amp;chaleur</translation>
    </message>
    <message>
        <source>How much of a deployment zone or of the objectives each square inch of the table sees (Table check panel)</source>
        <translation>La part d&apos;une Zone de Déploiement ou des objectifs que voit chaque pouce carré de la table (panneau Vérification de la table)</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Tournoi</translation>
    </message>
    <message>
        <source>&amp;Manage events…</source>
        <translation>&amp;Gérer les événements…</translation>
    </message>
    <message>
        <source>&amp;Players&apos; pages…</source>
        <translation>&amp;Pages des joueurs…</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>&amp;Table only</source>
        <translation>&amp;Table seule</translation>
    </message>
    <message>
        <source>&amp;Presentation mode (table and score)</source>
        <translation>Mode &amp;présentation (table et score)</translation>
    </message>
    <message>
        <source>Pre&amp;view as</source>
        <translation>&amp;Aperçu comme</translation>
    </message>
    <message>
        <source>&amp;Normal colours</source>
        <translation>Couleurs &amp;normales</translation>
    </message>
    <message>
        <source>&amp;Greyscale print</source>
        <translation>Impression en &amp;niveaux de gris</translation>
    </message>
    <message>
        <source>&amp;Protanopia</source>
        <translation>&amp;Protanopie</translation>
    </message>
    <message>
        <source>&amp;Deuteranopia</source>
        <translation>&amp;Deutéranopie</translation>
    </message>
    <message>
        <source>&amp;Tritanopia</source>
        <translation>&amp;Tritanopie</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>&amp;Réinitialiser la disposition</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pa&amp;ramètres</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Bienvenue…</translation>
    </message>
    <message>
        <source>Show the &amp;log…</source>
        <translation>Afficher le &amp;journal…</translation>
    </message>
    <message>
        <source>&amp;About ITS Table Assistant</source>
        <translation>À &amp;propos d&apos;ITS Table Assistant</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1 for player %2</source>
        <translation>%1 pour le joueur %2</translation>
    </message>
    <message>
        <source>Seaso&amp;n</source>
        <translation>Saiso&amp;n</translation>
    </message>
    <message>
        <source>S&amp;cenario</source>
        <translation>S&amp;cénario</translation>
    </message>
    <message>
        <source>P&amp;oints</source>
        <translation>Po&amp;ints</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>Ro&amp;und</translation>
    </message>
    <message>
        <source>T&amp;urn</source>
        <translation>T&amp;our</translation>
    </message>
    <message>
        <source>Vie&amp;w</source>
        <translation>&amp;Vue</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Raccourcis clavier…</translation>
    </message>
    <message>
        <source>Next pane</source>
        <translation>Volet suivant</translation>
    </message>
    <message>
        <source>Previous pane</source>
        <translation>Volet précédent</translation>
    </message>
    <message>
        <source>&amp;Check this table</source>
        <translation>&amp;Vérifier cette table</translation>
    </message>
    <message>
        <source>Lines of fire for both sides: sniper, paratrooper, edge lanes, objectives</source>
        <translation>Lignes de Tir des deux camps : tireur d&apos;élite, parachutiste, lignes le long des bords, objectifs</translation>
    </message>
    <message>
        <source>Scener&amp;y</source>
        <translation>D&amp;écors</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Armies include no Lieutenant: Loss of Lieutenant does not apply</source>
        <translation>Les armées n&apos;ont pas de Lieutenant : la Perte du Lieutenant ne s&apos;applique pas</translation>
    </message>
    <message>
        <source>The Advanced Rules are not used</source>
        <translation>Les Règles Avancées ne sont pas utilisées</translation>
    </message>
    <message>
        <source>Special conditions</source>
        <translation>Conditions spéciales</translation>
    </message>
    <message>
        <source>%1 classified objective(s), %2 OP each</source>
        <translation>%1 objectif(s) classifié(s), %2 PO chacun</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Inferred positions (the pack map is lost)</source>
        <translation>Positions déduites (la carte du pack est perdue)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Our readings</source>
        <translation>Nos interprétations</translation>
    </message>
    <message>
        <source>points by bands</source>
        <translation>points par paliers</translation>
    </message>
    <message>
        <source>%1 OP</source>
        <translation>%1 PO</translation>
    </message>
    <message>
        <source>each round</source>
        <translation>à chaque Round</translation>
    </message>
    <message>
        <source>end of game</source>
        <translation>fin de partie</translation>
    </message>
    <message>
        <source>each turn</source>
        <translation>à chaque tour</translation>
    </message>
    <message>
        <source>when done</source>
        <translation>une fois accompli</translation>
    </message>
    <message>
        <source>, up to %1</source>
        <translation>, jusqu&apos;à %1</translation>
    </message>
</context>
<context>
    <name>PairingsTab</name>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Save pairings</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Print tiles for table…</source>
        <translation>Imprimer une table en tuiles…</translation>
    </message>
    <message>
        <source>The selected table&apos;s map at true size on tiles, labelled with the table&apos;s number</source>
        <translation>La carte de la table choisie en taille réelle sur des tuiles, marquées de son numéro</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Seed (round 1)</source>
        <translation>Graine (Ronde 1)</translation>
    </message>
    <message>
        <source>Club mates apart</source>
        <translation>Clubs séparés</translation>
    </message>
    <message>
        <source>By hand:</source>
        <translation>À la main :</translation>
    </message>
    <message>
        <source>Swap two players…</source>
        <translation>Échanger deux joueurs…</translation>
    </message>
    <message>
        <source>Move to table…</source>
        <translation>Déplacer vers une table…</translation>
    </message>
    <message>
        <source>Give the bye…</source>
        <translation>Donner l&apos;exemption…</translation>
    </message>
    <message>
        <source>No-show…</source>
        <translation>Absent…</translation>
    </message>
    <message>
        <source>Changes a saved round&apos;s tables without a result; listed as a deviation with your reason</source>
        <translation>Modifie les tables sans résultat d&apos;une Ronde enregistrée ; noté comme écart avec votre motif</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Décor</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Opponent&apos;s faction</source>
        <translation>Faction de l&apos;adversaire</translation>
    </message>
    <message>
        <source>By table</source>
        <translation>Par table</translation>
    </message>
    <message>
        <source>Pairing sheet (by player)</source>
        <translation>Feuille d&apos;appariement (par joueur)</translation>
    </message>
    <message>
        <source>Deviations from the pack&apos;s pairing order appear here</source>
        <translation>Les écarts par rapport à l&apos;ordre d&apos;appariement du pack apparaissent ici</translation>
    </message>
    <message>
        <source>Deviations</source>
        <translation>Écarts</translation>
    </message>
    <message>
        <source>pending registrations: %1</source>
        <translation>inscriptions en attente : %1</translation>
    </message>
    <message>
        <source>not checked in: %1</source>
        <translation>non pointés : %1</translation>
    </message>
    <message>
        <source>Paired although %1. Confirm or drop them before saving.</source>
        <translation>Appariés bien que %1. Confirmez-les ou retirez-les avant d&apos;enregistrer.</translation>
    </message>
    <message>
        <source>Generate the pairings first</source>
        <translation>Générez d&apos;abord les appariements</translation>
    </message>
    <message>
        <source>Round %1&apos;s pairings saved</source>
        <translation>Appariements de la Ronde %1 enregistrés</translation>
    </message>
    <message>
        <source>Check the swap</source>
        <translation>Vérifier l&apos;échange</translation>
    </message>
    <message>
        <source>The automatic pairing avoids this: %1. Swap anyway (the deviation says so)?</source>
        <translation>L&apos;appariement automatique évite ceci : %1. Échanger quand même (l&apos;écart le mentionnera) ?</translation>
    </message>
    <message>
        <source>Swap cancelled: %1</source>
        <translation>Échange annulé : %1</translation>
    </message>
    <message>
        <source>Print tiles for table</source>
        <translation>Imprimer une table en tuiles</translation>
    </message>
    <message>
        <source>Saved pairings for round %1</source>
        <translation>Appariements enregistrés pour la Ronde %1</translation>
    </message>
    <message>
        <source> (random draw, seed %1)</source>
        <translation> (tirage au sort, graine %1)</translation>
    </message>
    <message>
        <source>Table %1 again for %2</source>
        <translation>Encore la table %1 pour %2</translation>
    </message>
    <message>
        <source>random draw, seed %1</source>
        <translation>tirage au sort, graine %1</translation>
    </message>
    <message>
        <source>by the standings</source>
        <translation>selon le classement</translation>
    </message>
    <message>
        <source>Preview of round %1 (%2) — not saved yet</source>
        <translation>Aperçu de la Ronde %1 (%2) — pas encore enregistré</translation>
    </message>
    <message>
        <source>Round %1 is not paired yet</source>
        <translation>La Ronde %1 n&apos;est pas encore appariée</translation>
    </message>
    <message>
        <source> — choose its scenario in the Rounds tab first</source>
        <translation> — choisissez d&apos;abord son scénario dans l&apos;onglet Rondes</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exemption</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>round 1 only</source>
        <translation>Ronde 1 seulement</translation>
    </message>
    <message>
        <source>every round</source>
        <translation>chaque Ronde</translation>
    </message>
    <message>
        <source>Keep players of one club apart when pairing (a deviation from the pack&apos;s order, listed below)</source>
        <translation>Séparer les joueurs d&apos;un même club à l&apos;appariement (un écart par rapport à l&apos;ordre du pack, listé ci-dessous)</translation>
    </message>
    <message>
        <source>Top table first</source>
        <translation>Table 1 en tête</translation>
    </message>
    <message>
        <source>Tables in ranking order (the top pairing on table 1) instead of keeping players off tables they have played</source>
        <translation>Tables dans l&apos;ordre du classement (le premier appariement en table 1) au lieu d&apos;éviter aux joueurs les tables déjà jouées</translation>
    </message>
    <message>
        <source>Undo pairings…</source>
        <translation>Annuler les appariements…</translation>
    </message>
    <message>
        <source>Remove the round&apos;s saved pairings (until a result is entered)</source>
        <translation>Supprimer les appariements enregistrés de la Ronde (tant qu&apos;aucun résultat n&apos;est saisi)</translation>
    </message>
    <message>
        <source>Print round…</source>
        <translation>Imprimer la Ronde…</translation>
    </message>
    <message>
        <source>The round&apos;s table pack (maps, score sheets, pairings, standings) as saved</source>
        <translation>Le dossier de tables de la Ronde (cartes, feuilles de score, appariements, classement) tel qu&apos;enregistré</translation>
    </message>
    <message>
        <source>Undo pairings</source>
        <translation>Annuler les appariements</translation>
    </message>
    <message>
        <source>Remove round %1&apos;s saved pairings? Give the reason:</source>
        <translation>Supprimer les appariements enregistrés de la Ronde %1 ? Donnez le motif :</translation>
    </message>
    <message>
        <source>Players swapped (listed as a deviation)</source>
        <translation>Joueurs échangés (noté comme écart)</translation>
    </message>
    <message>
        <source>Table moved (listed as a deviation)</source>
        <translation>Table déplacée (notée comme écart)</translation>
    </message>
    <message>
        <source>Bye given (listed as a deviation)</source>
        <translation>Exemption donnée (notée comme écart)</translation>
    </message>
    <message>
        <source>No-show recorded: the opponent scores a bye; the rest of the round stands</source>
        <translation>Absence enregistrée : l&apos;adversaire marque une exemption ; le reste de la Ronde est maintenu</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>Why? (listed with the round&apos;s deviations)</source>
        <translation>Pourquoi ? (noté avec les écarts de la Ronde)</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Échanger deux joueurs</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <source>Move to table</source>
        <translation>Déplacer vers une table</translation>
    </message>
    <message>
        <source>The game of</source>
        <translation>La partie de</translation>
    </message>
    <message>
        <source>New table number</source>
        <translation>Nouveau numéro de table</translation>
    </message>
    <message>
        <source>Give the bye</source>
        <translation>Donner l&apos;exemption</translation>
    </message>
    <message>
        <source>No-show</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Who did not turn up?</source>
        <translation>Qui ne s&apos;est pas présenté ?</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>EXEMPTION</translation>
    </message>
    <message>
        <source>BYE (%1 did not turn up)</source>
        <translation>EXEMPTION (%1 absent)</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Aucun.</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation>Code PIN ITS</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Sectorial army</source>
        <translation>Armée sectorielle</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Army code or the list as submitted (private: organizer only)</source>
        <translation>Code d&apos;armée ou liste telle que remise (privée : organisateur seulement)</translation>
    </message>
    <message>
        <source>List %1</source>
        <translation>Liste %1</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listes d&apos;armée</translation>
    </message>
</context>
<context>
    <name>PlayersPagesDialog</name>
    <message>
        <source>Players&apos; pages</source>
        <translation>Pages des joueurs</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>this computer on the venue network (%1)</source>
        <translation>cet ordinateur sur le réseau du lieu (%1)</translation>
    </message>
    <message>
        <source>every network of this computer (0.0.0.0)</source>
        <translation>tous les réseaux de cet ordinateur (0.0.0.0)</translation>
    </message>
    <message>
        <source>this computer only (127.0.0.1)</source>
        <translation>cet ordinateur seulement (127.0.0.1)</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>HTTPS with a certificate made on this computer (phones will warn)</source>
        <translation>HTTPS avec un certificat créé sur cet ordinateur (les téléphones avertiront)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>&amp;Copy the link</source>
        <translation>&amp;Copier le lien</translation>
    </message>
    <message>
        <source>The database cannot be read: %1</source>
        <translation>La base de données est illisible : %1</translation>
    </message>
    <message>
        <source>Not serving: the players&apos; pages cannot be reached.</source>
        <translation>Arrêté : les pages des joueurs ne sont pas accessibles.</translation>
    </message>
    <message>
        <source>No event in this database yet.</source>
        <translation>Aucun événement dans cette base pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Only this computer can open these pages (127.0.0.1): choose the venue network for phones.</source>
        <translation>Seul cet ordinateur peut ouvrir ces pages (127.0.0.1) : choisissez le réseau du lieu pour les téléphones.</translation>
    </message>
    <message>
        <source>Anyone on this network who has a page&apos;s link or QR code sees this event&apos;s pairings, standings and round clock; with a table&apos;s QR code they can claim a seat at that table and report its result until the round closes.</source>
        <translation>Toute personne de ce réseau qui a le lien ou le QR code d&apos;une page voit les appariements, le classement et le chrono de cet événement ; avec le QR code d&apos;une table, elle peut y prendre une place et en saisir le résultat jusqu&apos;à la clôture de la ronde.</translation>
    </message>
    <message>
        <source>Players&apos; pages not started</source>
        <translation>Pages des joueurs non démarrées</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>Impossible d&apos;écouter sur %1:%2 : %3</translation>
    </message>
</context>
<context>
    <name>PositionDialog</name>
    <message>
        <source>Position of %1</source>
        <translation>Position de %1</translation>
    </message>
    <message>
        <source>Centre from the left edge</source>
        <translation>Centre depuis le bord gauche</translation>
    </message>
    <message>
        <source>Centre from the bottom edge</source>
        <translation>Centre depuis le bord du bas</translation>
    </message>
    <message>
        <source>Angle (counter-clockwise)</source>
        <translation>Angle (sens antihoraire)</translation>
    </message>
</context>
<context>
    <name>PreviewZoom</name>
    <message>
        <source>Zoom out (Ctrl+−, Ctrl+wheel)</source>
        <translation>Zoom arrière (Ctrl+−, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++, Ctrl+wheel)</source>
        <translation>Zoom avant (Ctrl++, Ctrl+molette)</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <source>The whole page in the preview (Ctrl+0)</source>
        <translation>Toute la page dans l’aperçu (Ctrl+0)</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print or export PDF</source>
        <translation>Imprimer ou exporter en PDF</translation>
    </message>
    <message>
        <source>%1 · %2 points</source>
        <translation>%1 · %2 points</translation>
    </message>
    <message>
        <source>What to print</source>
        <translation>Que faut-il imprimer</translation>
    </message>
    <message>
        <source>Map on one page (fit)</source>
        <translation>Carte sur une page (ajustée)</translation>
    </message>
    <message>
        <source>Map at true size, tiled with overlap</source>
        <translation>Carte en taille réelle, en tuiles</translation>
    </message>
    <message>
        <source>Scenario score sheet</source>
        <translation>Feuille de score du scénario</translation>
    </message>
    <message>
        <source>Tournament Control Sheet</source>
        <translation>Feuille de Contrôle de Tournoi</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>Tabloid (11 × 17 in)</source>
        <translation>Tabloïd (11 × 17 po)</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Legal (US)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>How much neighbouring tiles share, to trim and glue them</source>
        <translation>Combien les tuiles voisines se recouvrent, pour les découper et les coller</translation>
    </message>
    <message>
        <source>Tile overlap</source>
        <translation>Recouvrement</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Blank paper around each tile: at least what your printer cannot reach</source>
        <translation>Marge blanche autour de chaque tuile : au moins ce que votre imprimante ne peut pas atteindre</translation>
    </message>
    <message>
        <source>Tile margin</source>
        <translation>Marge des tuiles</translation>
    </message>
    <message>
        <source>Player A (optional)</source>
        <translation>Joueur A (facultatif)</translation>
    </message>
    <message>
        <source>Player B (optional)</source>
        <translation>Joueur B (facultatif)</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>One page, %1.</source>
        <translation>Une page, %1.</translation>
    </message>
    <message>
        <source>%1 pages: the assembly overview, then %2 × %3 tiles (%4). Print at 100 % (actual size) and check the calibration square.</source>
        <translation>%1 pages : le plan d&apos;assemblage, puis %2 × %3 tuiles (%4). Imprimez à 100 % (taille réelle) et vérifiez le carré de calibrage.</translation>
    </message>
    <message>
        <source>%1 page(s), portrait.</source>
        <translation>%1 page(s), portrait.</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>nothing to save</source>
        <translation>rien à enregistrer</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Impression impossible</translation>
    </message>
    <message>
        <source>Sent %1 page(s) to the printer.</source>
        <translation>%1 page(s) envoyée(s) à l&apos;imprimante.</translation>
    </message>
    <message>
        <source>the printer could not be started</source>
        <translation>l&apos;imprimante n&apos;a pas pu démarrer</translation>
    </message>
</context>
<context>
    <name>RecordedGamesDialog</name>
    <message>
        <source>Recorded games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Mission</source>
        <translation>Mission</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
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
        <translation>Ajouter un joueur…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Drop…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Réintégrer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Pointer</translation>
    </message>
    <message>
        <source>The selected player turned up (again: undo); confirms a pending registration</source>
        <translation>Le joueur sélectionné est présent (encore : annuler) ; confirme une inscription en attente</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Players from the Official Tournament Manager&apos;s list (name, PIN, faction, club; &apos;,&apos; or &apos;;&apos;)</source>
        <translation>Joueurs de la liste du Gestionnaire Officiel de Tournoi (nom, PIN, faction, club ; &apos;,&apos; ou &apos;;&apos;)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>ITS PIN</source>
        <translation>Code PIN ITS</translation>
    </message>
    <message>
        <source>Faction / sectorial</source>
        <translation>Faction / sectorielle</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Army lists</source>
        <translation>Listes d&apos;armée</translation>
    </message>
    <message>
        <source>Joined in</source>
        <translation>Arrivé en</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Pointé</translation>
    </message>
    <message>
        <source>Army lists are private: they are shown only here and never exported.</source>
        <translation>Les listes d&apos;armée sont privées : elles ne sont montrées qu&apos;ici et jamais exportées.</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Dropped after round %1</source>
        <translation>Retiré après la Ronde %1</translation>
    </message>
    <message>
        <source>Pending (not confirmed)</source>
        <translation>En attente (non confirmé)</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>%1 players, %2 active, %3 checked in</source>
        <translation>%1 joueurs, %2 actifs, %3 pointés</translation>
    </message>
    <message>
        <source>, %1 pending</source>
        <translation>, %1 en attente</translation>
    </message>
    <message>
        <source>%1 advises %2 rounds for %3 players</source>
        <translation>%1 conseille %2 Rondes pour %3 joueurs</translation>
    </message>
    <message>
        <source> (this event: %1)</source>
        <translation> (cet événement : %1)</translation>
    </message>
    <message>
        <source>%1 joins from round %2 (late addition)</source>
        <translation>%1 rejoint à partir de la Ronde %2 (ajout tardif)</translation>
    </message>
    <message>
        <source>%1 is back in the event, but round %2 is already paired without them: they have no game there (give them the bye or pair that round again)</source>
        <translation>%1 est de retour dans l&apos;événement, mais la Ronde %2 est déjà appariée sans lui : il n&apos;y a pas de partie (donnez-lui l&apos;exemption ou refaites l&apos;appariement de cette Ronde)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) imported</source>
        <translation>
            <numerusform>%n joueur importé</numerusform>
            <numerusform>%n joueurs importés</numerusform>
        </translation>
    </message>
    <message>
        <source>; skipped: </source>
        <translation>; ignorés : </translation>
    </message>
    <message>
        <source>Drop a player</source>
        <translation>Retirer un joueur</translation>
    </message>
    <message>
        <source>%1 withdraws after round:</source>
        <translation>%1 se retire après la Ronde :</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Supprimer un joueur</translation>
    </message>
    <message>
        <source>Remove %1&apos;s registration? (A player who has played is dropped instead.)</source>
        <translation>Supprimer l&apos;inscription de %1 ? (Un joueur qui a déjà joué est retiré à la place.)</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Render</name>
    <message>
        <source>%1 pts · %2</source>
        <translation>%1 pts · %2</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
</context>
<context>
    <name>ReportsTab</name>
    <message>
        <source>Approve</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Take the selected table&apos;s reported result into the results</source>
        <translation>Reporter le résultat déclaré de la table sélectionnée dans les résultats</translation>
    </message>
    <message>
        <source>Approve all confirmed</source>
        <translation>Valider tous les confirmés</translation>
    </message>
    <message>
        <source>Every result both players agreed on, except flagged ones</source>
        <translation>Chaque résultat sur lequel les deux joueurs sont d&apos;accord, sauf ceux signalés</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Send the selected table back: both players report again</source>
        <translation>Renvoyer la table sélectionnée : les deux joueurs déclarent à nouveau</translation>
    </message>
    <message>
        <source>Free a seat…</source>
        <translation>Libérer une place…</translation>
    </message>
    <message>
        <source>Let another phone claim a seat of the selected table</source>
        <translation>Permettre à un autre téléphone de prendre une place de la table sélectionnée</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Reported (OP, VP)</source>
        <translation>Déclaré (PO, PV)</translation>
    </message>
    <message>
        <source>Counter (OP, VP)</source>
        <translation>Contestation (PO, PV)</translation>
    </message>
    <message>
        <source>Look at</source>
        <translation>À vérifier</translation>
    </message>
    <message>
        <source>Refused seat claims</source>
        <translation>Places refusées</translation>
    </message>
    <message>
        <source>Disputes first. A flagged report (a second phone tried a seat, or the table already had a result) is left out of “Approve all confirmed”.</source>
        <translation>Les contestations d&apos;abord. Une déclaration signalée (un second téléphone a tenté de prendre une place, ou la table avait déjà un résultat) n&apos;est pas incluse dans « Valider tous les confirmés ».</translation>
    </message>
    <message>
        <source>Entered by seat %1</source>
        <translation>Saisi par la place %1</translation>
    </message>
    <message>
        <source>%1 tables: %2 disputed, %3 proposed, %4 confirmed, %5 approved</source>
        <translation>%1 tables : %2 contestées, %3 proposées, %4 confirmées, %5 validées</translation>
    </message>
    <message>
        <source>the seat was already taken</source>
        <translation>la place était déjà prise</translation>
    </message>
    <message>
        <source>wrong or missing seat code</source>
        <translation>code de place erroné ou manquant</translation>
    </message>
    <message>
        <source>%1 — table %2, seat %3: a phone was refused (%4) — %5</source>
        <translation>%1 — table %2, place %3 : un téléphone a été refusé (%4) — %5</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non déclaré</translation>
    </message>
    <message>
        <source>proposed — waiting for the other player</source>
        <translation>proposé — en attente de l&apos;autre joueur</translation>
    </message>
    <message>
        <source>confirmed by both players</source>
        <translation>confirmé par les deux joueurs</translation>
    </message>
    <message>
        <source>DISPUTED — choose a version or reject</source>
        <translation>CONTESTÉ — choisissez une version ou refusez</translation>
    </message>
    <message>
        <source>approved</source>
        <translation>validé</translation>
    </message>
    <message>
        <source>rejected — both players report again</source>
        <translation>refusé — les deux joueurs déclarent à nouveau</translation>
    </message>
    <message>
        <source>a second phone tried a seat</source>
        <translation>un second téléphone a tenté de prendre une place</translation>
    </message>
    <message>
        <source>the table already had a result</source>
        <translation>la table avait déjà un résultat</translation>
    </message>
    <message>
        <source>Select a reported table first</source>
        <translation>Sélectionnez d&apos;abord une table déclarée</translation>
    </message>
    <message>
        <source>As entered by seat %1: %2</source>
        <translation>Tel que saisi par la place %1 : %2</translation>
    </message>
    <message>
        <source>Settle a dispute</source>
        <translation>Trancher une contestation</translation>
    </message>
    <message>
        <source>Table %1: the players disagree. Which result is right?</source>
        <translation>Table %1 : les joueurs ne sont pas d&apos;accord. Quel résultat est le bon ?</translation>
    </message>
    <message>
        <source>Table %1&apos;s result approved</source>
        <translation>Résultat de la table %1 validé</translation>
    </message>
    <message>
        <source>%1 results approved</source>
        <translation>%1 résultats validés</translation>
    </message>
    <message>
        <source>— left for you: %1</source>
        <translation>— à traiter par vous : %1</translation>
    </message>
    <message>
        <source>table %1 (%2)</source>
        <translation>table %1 (%2)</translation>
    </message>
    <message>
        <source>Reject a report</source>
        <translation>Refuser une déclaration</translation>
    </message>
    <message>
        <source>Send table %1 back? Both players report its result again.</source>
        <translation>Renvoyer la table %1 ? Les deux joueurs déclarent à nouveau son résultat.</translation>
    </message>
    <message>
        <source>Table %1 sent back to its players</source>
        <translation>Table %1 renvoyée à ses joueurs</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Sélectionnez d&apos;abord une table</translation>
    </message>
    <message>
        <source>Seat A (%1)</source>
        <translation>Place A (%1)</translation>
    </message>
    <message>
        <source>Seat B (%1)</source>
        <translation>Place B (%1)</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Libérer une place</translation>
    </message>
    <message>
        <source>Table %1: which seat may another phone claim?</source>
        <translation>Table %1 : quelle place un autre téléphone peut-il prendre ?</translation>
    </message>
    <message>
        <source>Table %1: seat %2 is free</source>
        <translation>Table %1 : la place %2 est libre</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <source>Save results</source>
        <translation>Enregistrer les résultats</translation>
    </message>
    <message>
        <source>From a tallied game…</source>
        <translation>D&apos;une partie décomptée…</translation>
    </message>
    <message>
        <source>Take the selected table&apos;s OP and VP from a game tallied in the app</source>
        <translation>Reprendre les PO et PV de la table sélectionnée d&apos;une partie décomptée dans l&apos;application</translation>
    </message>
    <message>
        <source>Clear result</source>
        <translation>Effacer le résultat</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Décor</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
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
        <translation>Joueur B</translation>
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
        <translation>Statut</translation>
    </message>
    <message>
        <source>OP: whole numbers from 0 to %1. VP: from 0 to %2 (the round&apos;s army points). TP are computed. A bye has no result.</source>
        <translation>PO : nombres entiers de 0 à %1. PV : de 0 à %2 (les Points d&apos;Armée de la Ronde). Les PT sont calculés. Une exemption n&apos;a pas de résultat.</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exemption</translation>
    </message>
    <message>
        <source>bye (opponent did not turn up)</source>
        <translation>exemption (adversaire absent)</translation>
    </message>
    <message>
        <source>time called — enter the result</source>
        <translation>temps écoulé — saisissez le résultat</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>EXEMPTION</translation>
    </message>
    <message>
        <source>Taken from tallied game %1</source>
        <translation>Repris de la partie décomptée %1</translation>
    </message>
    <message>
        <source>%1 of %2 results in</source>
        <translation>%1 résultats sur %2 saisis</translation>
    </message>
    <message>
        <source>event_game_id: a bye has no result</source>
        <translation>event_game_id : une exemption n&apos;a pas de résultat</translation>
    </message>
    <message>
        <source>Table %1: %2: must be a number, got &apos;%3&apos;</source>
        <translation>Table %1 : %2 : doit être un nombre, reçu « %3 »</translation>
    </message>
    <message>
        <source>Check the score sheet</source>
        <translation>Vérifiez la feuille de score</translation>
    </message>
    <message>
        <source>Table %1: %2. Save this result anyway?</source>
        <translation>Table %1 : %2. Enregistrer ce résultat malgré tout ?</translation>
    </message>
    <message>
        <source>Table %1 not saved: check the score sheet</source>
        <translation>Table %1 non enregistrée : vérifiez la feuille de score</translation>
    </message>
    <message>
        <source>Correct a result</source>
        <translation>Corriger un résultat</translation>
    </message>
    <message>
        <source>Table %1 of round %2 already has %3. Why is it corrected?</source>
        <translation>La table %1 de la Ronde %2 a déjà %3. Pourquoi la corriger ?</translation>
    </message>
    <message>
        <source>Correction cancelled: table %1 keeps its result</source>
        <translation>Correction annulée : la table %1 garde son résultat</translation>
    </message>
    <message>
        <source>Conflict — %1. Your entry (%2) was not saved.</source>
        <translation>Conflit — %1. Votre saisie (%2) n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Table %1 : %2</translation>
    </message>
    <message>
        <source>Table %1 of round %2 saved</source>
        <translation>Table %1 de la Ronde %2 enregistrée</translation>
    </message>
    <message>
        <source>This correction to round %1 changes the standings round %2 was paired on.</source>
        <translation>Cette correction de la Ronde %1 modifie le classement sur lequel la Ronde %2 a été appariée.</translation>
    </message>
    <message>
        <source>Round %1 kept as paired on the standings before the correction to round %2</source>
        <translation>Ronde %1 maintenue telle qu&apos;appariée sur le classement d&apos;avant la correction de la Ronde %2</translation>
    </message>
    <message>
        <source>Pair round %1 again</source>
        <translation>Refaire l&apos;appariement de la Ronde %1</translation>
    </message>
    <message>
        <source>Keep round %1 as paired</source>
        <translation>Garder la Ronde %1 telle qu&apos;appariée</translation>
    </message>
    <message>
        <source>Standings changed</source>
        <translation>Classement modifié</translation>
    </message>
    <message>
        <source>It has no result yet.</source>
        <translation>Elle n&apos;a pas encore de résultat.</translation>
    </message>
    <message>
        <source>Round %1 was paired again: announce and print it again.</source>
        <translation>La Ronde %1 a été réappariée : annoncez-la et imprimez-la de nouveau.</translation>
    </message>
    <message>
        <source>Round %1 is kept as paired (listed as a deviation).</source>
        <translation>La Ronde %1 est maintenue telle qu&apos;appariée (notée comme écart).</translation>
    </message>
    <message>
        <source>Select a table first</source>
        <translation>Sélectionnez d&apos;abord une table</translation>
    </message>
    <message>
        <source>No tallied game in this database yet</source>
        <translation>Pas encore de partie décomptée dans cette base</translation>
    </message>
    <message>
        <source>From a tallied game</source>
        <translation>D&apos;une partie décomptée</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>RollOffBox</name>
    <message>
        <source>Face to Face WIL Roll (console hacked by both): winner</source>
        <translation>Jet Face à Face de VOL (console piratée par les deux) : vainqueur</translation>
    </message>
    <message>
        <source>Only for a console hacked by both players while both have surviving Specialists; otherwise the table decides it</source>
        <translation>Seulement pour une console piratée par les deux joueurs quand chacun a des Spécialistes survivants ; sinon la table en décide</translation>
    </message>
    <message>
        <source>not rolled yet</source>
        <translation>pas encore lancé</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Face to Face WIL Roll winner, %1</source>
        <translation>Vainqueur du Jet Face à Face de VOL, %1</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Troupe</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Rôles</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Import roster…</source>
        <translation>Importer les effectifs…</translation>
    </message>
    <message>
        <source>Troopers of player %1</source>
        <translation>Troupes du joueur %1</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Chrono</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>no deployment timer</source>
        <translation>pas de minuteur de déploiement</translation>
    </message>
    <message>
        <source>Save round</source>
        <translation>Enregistrer la Ronde</translation>
    </message>
    <message>
        <source>Army points</source>
        <translation>Points d&apos;Armée</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Deployment timer</source>
        <translation>Minuteur de déploiement</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Chrono de la Ronde</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Temps !</translation>
    </message>
    <message>
        <source>Call time: the clock stops and every open game is closed</source>
        <translation>Annoncer la fin : le chrono s&apos;arrête et toutes les parties en cours sont closes</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Terrain / configuration</source>
        <translation>Décor / configuration</translation>
    </message>
    <message>
        <source>Add table</source>
        <translation>Ajouter une table</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %6, %3 rounds, Extras: %4, default %5 points</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, %6, %3 Rondes, Extras : %4, %5 points par défaut</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <source>Only the scenarios the event&apos;s format and Extras allow in this round are listed; one already played is not offered again.</source>
        <translation>Seuls les scénarios permis dans cette Ronde par le format et les Extras de l&apos;événement sont listés ; un scénario déjà joué n&apos;est plus proposé.</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>(non choisi)</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas commencé</translation>
    </message>
    <message>
        <source>deployment</source>
        <translation>déploiement</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>time called</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (personnalisé)</translation>
    </message>
    <message>
        <source>Round %1: %2 at %3 points</source>
        <translation>Ronde %1 : %2 à %3 points</translation>
    </message>
    <message>
        <source>scenario: choose one</source>
        <translation>scénario : à choisir</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>choose the round&apos;s scenario first</source>
        <translation>choisissez d&apos;abord le scénario de la Ronde</translation>
    </message>
    <message>
        <source>deployment ends in %1</source>
        <translation>le déploiement finit dans %1</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Time called in round %1: open games are closed</source>
        <translation>Fin annoncée dans la Ronde %1 : les parties en cours sont closes</translation>
    </message>
    <message>
        <source>Call time for this round? Every game still playing ends now.</source>
        <translation>Annoncer la fin de cette Ronde ? Toutes les parties en cours s&apos;arrêtent maintenant.</translation>
    </message>
</context>
<context>
    <name>SceneryEditor</name>
    <message>
        <source>&amp;Edit the layout</source>
        <translation>&amp;Modifier la disposition</translation>
    </message>
    <message>
        <source>Turn &amp;left 15°</source>
        <translation>Tourner à &amp;gauche de 15°</translation>
    </message>
    <message>
        <source>Turn &amp;right 15°</source>
        <translation>Tourner à &amp;droite de 15°</translation>
    </message>
    <message>
        <source>&amp;Mirror through the centre</source>
        <translation>&amp;Symétrique par le centre</translation>
    </message>
    <message>
        <source>&amp;Position…</source>
        <translation>&amp;Position…</translation>
    </message>
    <message>
        <source>&amp;Delete piece</source>
        <translation>S&amp;upprimer l&apos;élément</translation>
    </message>
    <message>
        <source>Add a d&amp;oor</source>
        <translation>Ajouter une p&amp;orte</translation>
    </message>
    <message>
        <source>Add a &amp;window</source>
        <translation>Ajouter une &amp;fenêtre</translation>
    </message>
    <message>
        <source>Remove the &amp;nearest opening</source>
        <translation>Retirer l&apos;ouverture la plus &amp;proche</translation>
    </message>
    <message>
        <source>&amp;Add a piece</source>
        <translation>&amp;Ajouter un élément</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Turn scenery</source>
        <translation>Tourner les décors</translation>
    </message>
    <message>
        <source>Delete scenery</source>
        <translation>Supprimer les décors</translation>
    </message>
    <message>
        <source>Mirror scenery through the centre</source>
        <translation>Décors symétriques par le centre</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>Move scenery</source>
        <translation>Déplacer les décors</translation>
    </message>
    <message>
        <source>No room there: another opening is on that stretch of wall.</source>
        <translation>Pas de place ici : une autre ouverture occupe ce pan de mur.</translation>
    </message>
    <message>
        <source>Add a door to %1</source>
        <translation>Ajouter une porte à %1</translation>
    </message>
    <message>
        <source>Add a window to %1</source>
        <translation>Ajouter une fenêtre à %1</translation>
    </message>
    <message>
        <source>Remove an opening from %1</source>
        <translation>Retirer une ouverture de %1</translation>
    </message>
</context>
<context>
    <name>ScoreHeader</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 · %2 pts&lt;br&gt;Round %3, turn of %4</source>
        <translation>%1 · %2 pts&lt;br&gt;Round %3, tour de %4</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>%1 Settings are neither read nor saved this session.</source>
        <translation>%1 Les réglages ne sont ni lus ni enregistrés pendant cette session.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the selected troopers one unit (the placing mark)</source>
        <translation>Déplacer les troupes sélectionnées d&apos;une unité (la marque de placement)</translation>
    </message>
    <message>
        <source>Shift+Arrows</source>
        <translation>Maj+Flèches</translation>
    </message>
    <message>
        <source>Move them a tenth of a unit</source>
        <translation>Les déplacer d&apos;un dixième d&apos;unité</translation>
    </message>
    <message>
        <source>Space / Shift+Space</source>
        <translation>Espace / Maj+Espace</translation>
    </message>
    <message>
        <source>Select the next / previous trooper</source>
        <translation>Sélectionner la troupe suivante / précédente</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Place the pending element at the mark</source>
        <translation>Placer l&apos;élément en attente sur la marque</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel placing</source>
        <translation>Annuler le placement</translation>
    </message>
    <message>
        <source>F6 / Shift+F6</source>
        <translation>F6 / Maj+F6</translation>
    </message>
    <message>
        <source>Move between the table and the panel showing</source>
        <translation>Passer de la table au panneau affiché</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Maj+Tab</translation>
    </message>
    <message>
        <source>Next / previous control (leaves tables too)</source>
        <translation>Contrôle suivant / précédent (sort aussi des tableaux)</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+lettre soulignée</translation>
    </message>
    <message>
        <source>The menu or the toolbar picker it names</source>
        <translation>Le menu ou le sélecteur de la barre d&apos;outils qu&apos;elle désigne</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
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
        <translation>Exemptions</translation>
    </message>
    <message>
        <source>Placed by</source>
        <translation>Classé par</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>Classement en CSV…</translation>
    </message>
    <message>
        <source>Results CSV…</source>
        <translation>Résultats en CSV…</translation>
    </message>
    <message>
        <source>OTM sheet…</source>
        <translation>Feuille OTM…</translation>
    </message>
    <message>
        <source>No players registered yet</source>
        <translation>Aucun joueur inscrit pour l&apos;instant</translation>
    </message>
    <message>
        <source>opponents&apos; OP</source>
        <translation>PO des adversaires</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Pas encore de résultats</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Live standings after round %1 of %2</source>
        <translation>Classement en direct après la Ronde %1 sur %2</translation>
    </message>
    <message>
        <source>ranked by %1</source>
        <translation>classé par %1</translation>
    </message>
    <message>
        <source>OP rescaled for a bye from %1</source>
        <translation>PO recalculés pour une exemption à partir de %1</translation>
    </message>
    <message>
        <source>VP rescaled for a bye from %1</source>
        <translation>PV recalculés pour une exemption à partir de %1</translation>
    </message>
    <message>
        <source>dropped after round %1</source>
        <translation>retiré après la Ronde %1</translation>
    </message>
    <message>
        <source>Tied on everything before %1 with the player above</source>
        <translation>À égalité sur tout avant %1 avec le joueur au-dessus</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Text (*.txt);;CSV (*.csv)</source>
        <translation>Texte (*.txt);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
</context>
<context>
    <name>StartDialog</name>
    <message>
        <source>Start a recorded game</source>
        <translation>Commencer une partie enregistrée</translation>
    </message>
    <message>
        <source>e.g. PanOceania, Yu Jing</source>
        <translation>p. ex. PanOceania, Yu Jing</translation>
    </message>
    <message>
        <source>Player A (first turn of each round)</source>
        <translation>Joueur A (premier tour de chaque Round)</translation>
    </message>
    <message>
        <source>Faction of player A</source>
        <translation>Faction du joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Faction of player B</source>
        <translation>Faction du joueur B</translation>
    </message>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Deploys first</source>
        <translation>Se déploie en premier</translation>
    </message>
</context>
<context>
    <name>StorageNotice</name>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>What you entered is still there: do it again once the database is back or the disk has room. Everything saved before is safe.</source>
        <translation>Ce que vous avez saisi est toujours là : refaites-le quand la base de données est de retour ou que le disque a de la place. Tout ce qui était enregistré avant est intact.</translation>
    </message>
</context>
<context>
    <name>StreamMenu</name>
    <message>
        <source>&amp;Stream</source>
        <translation>&amp;Diffusion</translation>
    </message>
    <message>
        <source>&amp;Start the overlay server</source>
        <translation>&amp;Démarrer le serveur d&apos;incrustation</translation>
    </message>
    <message>
        <source>S&amp;top the overlay server</source>
        <translation>&amp;Arrêter le serveur d&apos;incrustation</translation>
    </message>
    <message>
        <source>Overlay &amp;URLs…</source>
        <translation>&amp;URL de l&apos;incrustation…</translation>
    </message>
    <message>
        <source>&amp;Open the overlay in the browser</source>
        <translation>&amp;Ouvrir l&apos;incrustation dans le navigateur</translation>
    </message>
    <message>
        <source>Allow other computers on the &amp;network</source>
        <translation>Autoriser les autres ordinateurs du &amp;réseau</translation>
    </message>
    <message>
        <source>Write &amp;text files for OBS…</source>
        <translation>Écrire des fichiers &amp;texte pour OBS…</translation>
    </message>
    <message>
        <source>Overlay not started</source>
        <translation>Incrustation non démarrée</translation>
    </message>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Impossible d&apos;écouter sur le port %1 : %2</translation>
    </message>
    <message>
        <source>Overlay on the network</source>
        <translation>Incrustation sur le réseau</translation>
    </message>
    <message>
        <source>The overlay can be reached from other computers. Every URL carries an access token: share them only with your streaming computer.</source>
        <translation>L&apos;incrustation est accessible depuis d&apos;autres ordinateurs. Chaque URL porte un jeton d&apos;accès : ne les partagez qu&apos;avec votre ordinateur de diffusion.</translation>
    </message>
    <message>
        <source>Overlay at %1</source>
        <translation>Incrustation à %1</translation>
    </message>
    <message>
        <source>Folder for OBS text files</source>
        <translation>Dossier des fichiers texte pour OBS</translation>
    </message>
    <message>
        <source>%1: table %2 scoreboard</source>
        <translation>%1 : table %2, tableau des scores</translation>
    </message>
    <message>
        <source>%1: table %2 map</source>
        <translation>%1 : table %2, carte</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <translation>%1 : classement</translation>
    </message>
    <message>
        <source>%1: pairings</source>
        <translation>%1 : appariements</translation>
    </message>
    <message>
        <source>%1: round clock</source>
        <translation>%1 : chrono de la Ronde</translation>
    </message>
    <message>
        <source>game %2 (%3): scoreboard</source>
        <translation>partie %2 (%3) : tableau des scores</translation>
    </message>
    <message>
        <source>game %2 (%3): map</source>
        <translation>partie %2 (%3) : carte</translation>
    </message>
    <message>
        <source>all public state (JSON)</source>
        <translation>tout l&apos;état public (JSON)</translation>
    </message>
    <message>
        <source>Overlay URLs</source>
        <translation>URL de l&apos;incrustation</translation>
    </message>
    <message>
        <source>Add these as OBS Browser Sources (1920×1080). Double-click one to open it in the browser.</source>
        <translation>Ajoutez-les comme Sources Navigateur dans OBS (1920×1080). Double-cliquez sur l&apos;une pour l&apos;ouvrir dans le navigateur.</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Copy URL</source>
        <translation>Copier l&apos;URL</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Tout copier</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <source>&amp;New table</source>
        <translation>&amp;Nouvelle table</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Export view as &amp;PNG…</source>
        <translation>Exporter la vue en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export view as S&amp;VG…</source>
        <translation>Exporter la vue en S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Print or export PDF…</source>
        <translation>&amp;Imprimer ou exporter en PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Add trooper for player &amp;A…</source>
        <translation>Ajouter une troupe pour le joueur &amp;A…</translation>
    </message>
    <message>
        <source>Add trooper for player &amp;B…</source>
        <translation>Ajouter une troupe pour le joueur &amp;B…</translation>
    </message>
    <message>
        <source>&amp;Edit trooper…</source>
        <translation>&amp;Modifier la troupe…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit the table</source>
        <translation>&amp;Ajuster la table</translation>
    </message>
    <message>
        <source>Sit at Side &amp;B (turn the table)</source>
        <translation>S&apos;asseoir côté &amp;B (tourner la table)</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>&amp;Snap to half units</source>
        <translation>&amp;Aimanter aux demi-unités</translation>
    </message>
    <message>
        <source>Show distances in &amp;cm</source>
        <translation>Distances en &amp;cm</translation>
    </message>
    <message>
        <source>Measuring &amp;tape</source>
        <translation>&amp;Mètre ruban</translation>
    </message>
    <message>
        <source>Zone of &amp;Control of selected troopers</source>
        <translation>Zone de &amp;Contrôle des troupes sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Next player turn</source>
        <translation>Tour de joueur &amp;suivant</translation>
    </message>
    <message>
        <source>gaming in</source>
        <translation>pouces de jeu</translation>
    </message>
    <message>
        <source>Import roster for player %1</source>
        <translation>Importer les effectifs du joueur %1</translation>
    </message>
    <message>
        <source>Rosters (*.csv *.json)</source>
        <translation>Effectifs (*.csv *.json)</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <source>Import roster</source>
        <translation>Importer les effectifs</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Objectif : %1</translation>
    </message>
    <message>
        <source>Activated/hacked by %1</source>
        <translation>Activé/piraté par %1</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>Marquer %1</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Détruit</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Retiré</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Carried by %1</source>
        <translation>Porté par %1</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>Porter %1</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Lâcher</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>Lâcher %1</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>Pixels per table unit</source>
        <translation>Pixels par unité de table</translation>
    </message>
    <message>
        <source>Export view</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Round %1 was already scored: its tally keeps the values of its end; correct them there if this changes them.</source>
        <translation>Le round %1 est déjà compté : sa feuille garde les valeurs de sa fin ; corrigez-les là si cela les change.</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Click on the table to place it, or move the mark with the arrows and press Enter (Esc cancels).</source>
        <translation>Cliquez sur la table pour le placer, ou déplacez la marque avec les flèches et appuyez sur Entrée (Échap annule).</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>Add trooper</source>
        <translation>Ajouter une troupe</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Round %1, turn %2</source>
        <translation>Round %1, tour %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Placer %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <source>Inferred: %1</source>
        <translation>Déduit : %1</translation>
    </message>
    <message>
        <source>%1 provisional</source>
        <translation>%1 provisoire</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <source>Mark at %1, %2: Enter places it here (arrows move it, Esc cancels).</source>
        <translation>Marque en %1, %2 : Entrée le place ici (les flèches la déplacent, Échap annule).</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Side %1</source>
        <translation>Camp %1</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>%1 centre to centre, %2 edge to edge</source>
        <translation>%1 centre à centre, %2 bord à bord</translation>
    </message>
</context>
<context>
    <name>TallyActions</name>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>Start a recorded game…</source>
        <translation>Commencer une partie enregistrée…</translation>
    </message>
    <message>
        <source>End of round: take the table&apos;s values</source>
        <translation>Fin du Round : reprendre les valeurs de la table</translation>
    </message>
    <message>
        <source>Recorded games…</source>
        <translation>Parties enregistrées…</translation>
    </message>
    <message>
        <source>History of this game…</source>
        <translation>Historique de cette partie…</translation>
    </message>
    <message>
        <source>Export this game…</source>
        <translation>Exporter cette partie…</translation>
    </message>
    <message>
        <source>Import a game…</source>
        <translation>Importer une partie…</translation>
    </message>
    <message>
        <source>Name of this station…</source>
        <translation>Nom de ce poste…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Not allowed</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>Check: %1</source>
        <translation>Vérifier : %1</translation>
    </message>
    <message>
        <source>Name of this station</source>
        <translation>Nom de ce poste</translation>
    </message>
    <message>
        <source>Shown in the history of every game (empty: user@host)</source>
        <translation>Affiché dans l&apos;historique de chaque partie (vide : utilisateur@machine)</translation>
    </message>
    <message>
        <source>Recording game %1</source>
        <translation>Enregistrement de la partie %1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>Changed at another station</source>
        <translation>Modifié sur un autre poste</translation>
    </message>
    <message>
        <source>Correct a finished game</source>
        <translation>Corriger une partie terminée</translation>
    </message>
    <message>
        <source>Game %1 is over. Why is it corrected?</source>
        <translation>La partie %1 est terminée. Pourquoi la corriger ?</translation>
    </message>
    <message>
        <source>Recorded game %1 set aside, unchanged: Game → Recorded games… reopens it.</source>
        <translation>Partie enregistrée %1 mise de côté, inchangée : Partie → Parties enregistrées… la rouvre.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game %1 is over: its rounds are scored.</source>
        <translation>La partie %1 est terminée : ses Rounds sont comptés.</translation>
    </message>
    <message>
        <source>Round already ended</source>
        <translation>Round déjà terminé</translation>
    </message>
    <message>
        <source>Round %1 has already been ended: correct its values in the tally.</source>
        <translation>Le Round %1 est déjà terminé : corrigez ses valeurs dans le décompte.</translation>
    </message>
    <message>
        <source>End of the game: %1</source>
        <translation>Fin de la partie : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) taken from the table</source>
        <translation>
            <numerusform>%n valeur reprise de la table</numerusform>
            <numerusform>%n valeurs reprises de la table</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo stops at the End of round %1</source>
        <translation>Annuler s&apos;arrête à la fin du Round %1</translation>
    </message>
    <message>
        <source>Round %1 ended and stored: Undo stops here (correct the tally by hand).</source>
        <translation>Round %1 terminé et enregistré : Annuler s&apos;arrête ici (corrigez le décompte à la main).</translation>
    </message>
    <message>
        <source>Snapshots of another scenario</source>
        <translation>Instantanés d&apos;un autre scénario</translation>
    </message>
    <message>
        <source>Game %1 holds %2 end-of-round snapshot(s) of another scenario (%3), recorded into it by mistake: they are ignored.</source>
        <translation>La partie %1 contient %2 instantané(s) de fin de Round d&apos;un autre scénario (%3), enregistré(s) par erreur : ils sont ignorés.</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Importation impossible</translation>
    </message>
    <message>
        <source>%1 vs %2, %3</source>
        <translation>%1 contre %2, %3</translation>
    </message>
    <message>
        <source>Reopening game %1: %2…</source>
        <translation>Réouverture de la partie %1 : %2…</translation>
    </message>
    <message>
        <source>Game %1 could not be reopened: %2</source>
        <translation>La partie %1 n&apos;a pas pu être rouverte : %2</translation>
    </message>
    <message>
        <source>Game %1 reopened where it was left: %2 vs %3, round %4 (Game → Recorded games… for another).</source>
        <translation>Partie %1 rouverte où elle en était : %2 contre %3, round %4 (Partie → Parties enregistrées… pour une autre).</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Played to the end</source>
        <translation>Jouée jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Retreat!</source>
        <translation>Retraite !</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Fin annoncée</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Fill from the table</source>
        <translation>Remplir depuis la table</translation>
    </message>
    <message>
        <source>Take every value the table knows for the current round</source>
        <translation>Reprendre toutes les valeurs connues de la table pour le Round en cours</translation>
    </message>
    <message>
        <source>Rounds completed</source>
        <translation>Rounds terminés</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>A game</source>
        <translation>Partie A</translation>
    </message>
    <message>
        <source>B game</source>
        <translation>Partie B</translation>
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
        <translation>Objectifs classifiés, paquets et Points de Victoire</translation>
    </message>
    <message>
        <source>below</source>
        <translation>ci-dessous</translation>
    </message>
    <message>
        <source>as above</source>
        <translation>comme ci-dessus</translation>
    </message>
    <message>
        <source>Classified %1</source>
        <translation>Classifié %1</translation>
    </message>
    <message>
        <source>fulfilled</source>
        <translation>rempli</translation>
    </message>
    <message>
        <source>Secure HVT</source>
        <translation>Sécuriser la HVT</translation>
    </message>
    <message>
        <source>INTELCOM card</source>
        <translation>Carte INTELCOM</translation>
    </message>
    <message>
        <source>symbol</source>
        <translation>symbole</translation>
    </message>
    <message>
        <source>%1 completed</source>
        <translation>%1 accomplis</translation>
    </message>
    <message>
        <source>Turn by turn…</source>
        <translation>Tour par tour…</translation>
    </message>
    <message>
        <source>INTELCOM Support and Control: value</source>
        <translation>INTELCOM Appui et Contrôle : valeur</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>pas de carte</translation>
    </message>
    <message>
        <source>in</source>
        <translation>dans</translation>
    </message>
    <message>
        <source>Victory Points (surviving Army Points)</source>
        <translation>Points de Victoire (Points d&apos;Armée survivants)</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Enemy HVT harmed by (that player loses the game)</source>
        <translation>HVT ennemie blessée par (ce joueur perd la partie)</translation>
    </message>
    <message>
        <source>corrected by hand</source>
        <translation>corrigé à la main</translation>
    </message>
    <message>
        <source>%1 — player %2</source>
        <translation>%1 — joueur %2</translation>
    </message>
    <message>
        <source>From the table: %1</source>
        <translation>Depuis la table : %1</translation>
    </message>
    <message>
        <source>Player %1 killed %2 Army Points: %3</source>
        <translation>Le joueur %1 a tué %2 Points d&apos;Armée : %3</translation>
    </message>
    <message>
        <source>Player %1 keeps %2 Victory Points</source>
        <translation>Le joueur %1 garde %2 Points de Victoire</translation>
    </message>
    <message>
        <source>Player %1, Secure HVT: %2 (%3)</source>
        <translation>Joueur %1, Sécuriser la HVT : %2 (%3)</translation>
    </message>
    <message>
        <source>accomplished</source>
        <translation>accompli</translation>
    </message>
    <message>
        <source>not accomplished</source>
        <translation>non accompli</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 OP (objectives %3, classified %4), %5 VP, %6 TP</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 PO (objectifs %3, classifiés %4), %5 PV, %6 PT</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;Provisional: the game is still in progress.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Provisoire : la partie est encore en cours.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>whole game</source>
        <translation>toute la partie</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>%1, player %2, %3</source>
        <translation>%1, joueur %2, %3</translation>
    </message>
    <message>
        <source>Classified %1 of player %2: %3</source>
        <translation>Classifié %1 du joueur %2 : %3</translation>
    </message>
    <message>
        <source>%1, player %2</source>
        <translation>%1, joueur %2</translation>
    </message>
    <message>
        <source>INTELCOM zone</source>
        <translation>Zone de l&apos;INTELCOM</translation>
    </message>
</context>
<context>
    <name>TallySession</name>
    <message>
        <source>(sealed)</source>
        <translation>(scellé)</translation>
    </message>
    <message>
        <source>Game %1 is over: a correction needs a reason. Nothing was saved.</source>
        <translation>La partie %1 est terminée : une correction demande un motif. Rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>Not saved: another station changed game %1 first.</source>
        <translation>Non enregistré : un autre poste a modifié la partie %1 avant vous.</translation>
    </message>
    <message>
        <source>The tally now shows the stored values; enter yours again if it still applies.</source>
        <translation>Le décompte montre maintenant les valeurs enregistrées ; saisissez de nouveau les vôtres si elles s&apos;appliquent toujours.</translation>
    </message>
    <message>
        <source>Lost the connection to the game&apos;s database: %1</source>
        <translation>Connexion perdue avec la base de données de la partie : %1</translation>
    </message>
    <message>
        <source>This table is no longer recorded into game %1: %2</source>
        <translation>Cette table n&apos;est plus enregistrée dans la partie %1 : %2</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Tournament — ITS Table Assistant</source>
        <translation>Tournoi — ITS Table Assistant</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source> Event </source>
        <translation> Événement </translation>
    </message>
    <message>
        <source>New event…</source>
        <translation>Nouvel événement…</translation>
    </message>
    <message>
        <source>Event settings…</source>
        <translation>Paramètres de l&apos;événement…</translation>
    </message>
    <message>
        <source>Event file</source>
        <translation>Fichier d&apos;événement</translation>
    </message>
    <message>
        <source>Save the event as a file…</source>
        <translation>Enregistrer l&apos;événement dans un fichier…</translation>
    </message>
    <message>
        <source>Import an event file…</source>
        <translation>Importer un fichier d&apos;événement…</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Sauvegarder maintenant</translation>
    </message>
    <message>
        <source>Restore from a backup…</source>
        <translation>Restaurer une sauvegarde…</translation>
    </message>
    <message>
        <source> Station </source>
        <translation> Poste </translation>
    </message>
    <message>
        <source>Your name or this station&apos;s: every change is recorded with it</source>
        <translation>Votre nom ou celui de ce poste : chaque changement est enregistré avec</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Inscriptions</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Dispositions</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Déclarations</translation>
    </message>
    <message>
        <source>Create an event (New event…) or choose one above.</source>
        <translation>Créez un événement (Nouvel événement…) ou choisissez-en un ci-dessus.</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de données : %1</translation>
    </message>
    <message>
        <source>%1 — Tournament</source>
        <translation>%1 — Tournoi</translation>
    </message>
    <message>
        <source>The database does not answer: %1</source>
        <translation>La base de données ne répond pas : %1</translation>
    </message>
    <message>
        <source>Connected to the database again</source>
        <translation>De nouveau connecté à la base de données</translation>
    </message>
    <message>
        <source>Updated with another station&apos;s changes</source>
        <translation>Mis à jour avec les changements d&apos;un autre poste</translation>
    </message>
</context>
<context>
    <name>TrooperDialog</name>
    <message>
        <source>Edit trooper</source>
        <translation>Modifier la troupe</translation>
    </message>
    <message>
        <source>Add trooper</source>
        <translation>Ajouter une troupe</translation>
    </message>
    <message>
        <source>e.g. Fusilier (Hacker)</source>
        <translation>p. ex. Fusilier (Hacker)</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> pts</translation>
    </message>
    <message>
        <source>Base diameter in millimetres: pick one or type any size</source>
        <translation>Diamètre du socle en millimètres : choisissez-en un ou tapez une taille</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>A trooper shown as a marker (Camouflage, Shasvastii-Embryo…)</source>
        <translation>Une troupe représentée par un marqueur (Camouflage, Œuf-Embryon…)</translation>
    </message>
    <message>
        <source>On the table but not a trooper (holoecho, deployable…)</source>
        <translation>Sur la table mais pas une troupe (holo-écho, déployable…)</translation>
    </message>
    <message>
        <source>{code} — {name}</source>
        <translation>{code} — {name}</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Non défini</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Army &amp;Points:</source>
        <translation>&amp;Points d&apos;Armée :</translation>
    </message>
    <message>
        <source>&amp;Base size:</source>
        <translation>Taille du &amp;socle :</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Type :</translation>
    </message>
    <message>
        <source>&amp;State:</source>
        <translation>É&amp;tat :</translation>
    </message>
    <message>
        <source>&amp;Troop type:</source>
        <translation>Type de t&amp;roupe :</translation>
    </message>
    <message>
        <source>&amp;Roles:</source>
        <translation>&amp;Rôles :</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>É&amp;tiquettes :</translation>
    </message>
    <message>
        <source>Give the trooper a name</source>
        <translation>Donnez un nom à la troupe</translation>
    </message>
    <message>
        <source>The base size must be more than 0 mm</source>
        <translation>La taille du socle doit dépasser 0 mm</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>à la suite</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X :</translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation>&amp;Y :</translation>
    </message>
    <message>
        <source>X, from the left edge, in %1</source>
        <translation>X, depuis le bord gauche, en %1</translation>
    </message>
    <message>
        <source>Y, from Side A&apos;s edge, in %1</source>
        <translation>Y, depuis le bord du Camp A, en %1</translation>
    </message>
    <message>
        <source>From the left edge of the table, as its ruler reads</source>
        <translation>Depuis le bord gauche de la table, comme l&apos;indique sa règle</translation>
    </message>
    <message>
        <source>From Side A&apos;s edge of the table, as its ruler reads</source>
        <translation>Depuis le bord du Camp A de la table, comme l&apos;indique sa règle</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Position :</translation>
    </message>
    <message>
        <source>The base stays on the table with X from %1 to %2 and Y from %3 to %4 %5.</source>
        <translation>Le socle reste sur la table avec X de %1 à %2 et Y de %3 à %4 %5.</translation>
    </message>
    <message>
        <source>Type the position: X and Y</source>
        <translation>Saisissez la position : X et Y</translation>
    </message>
    <message>
        <source>Type both X and Y, or neither</source>
        <translation>Saisissez X et Y, ou aucun des deux</translation>
    </message>
    <message>
        <source>X and Y must be numbers</source>
        <translation>X et Y doivent être des nombres</translation>
    </message>
    <message>
        <source>%1 must be from %2 to %3 %4: the base must stay on the table</source>
        <translation>%1 doit aller de %2 à %3 %4 : le socle doit rester sur la table</translation>
    </message>
    <message>
        <source>{state} (not in this season)</source>
        <translation>{state} (pas dans cette saison)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shasvastii-Embryo</source>
        <translation>Œuf-Embryon</translation>
    </message>
    <message>
        <source>Isolated</source>
        <translation>Isolé</translation>
    </message>
    <message>
        <source>Immobilized</source>
        <translation>Immobilisé</translation>
    </message>
    <message>
        <source>Possessed</source>
        <translation>Possédé</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconscient</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Sepsitorized</source>
        <translation>Sepsitorisé</translation>
    </message>
    <message>
        <source>Light Infantry</source>
        <translation>Infanterie Légère</translation>
    </message>
    <message>
        <source>Medium Infantry</source>
        <translation>Infanterie Moyenne</translation>
    </message>
    <message>
        <source>Heavy Infantry</source>
        <translation>Infanterie Lourde</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Drone</translation>
    </message>
    <message>
        <source>Tactical Armored Gear</source>
        <translation>TAG</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <source>Skirmisher</source>
        <translation>Tirailleur</translation>
    </message>
    <message>
        <source>Warband</source>
        <translation>Warband</translation>
    </message>
    <message>
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
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
        <translation>Cible Désignée</translation>
    </message>
    <message>
        <source>Target Decoy</source>
        <translation>Cible Leurre</translation>
    </message>
    <message>
        <source>Essential Personnel</source>
        <translation>Personnel Essentiel</translation>
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
        <translation>Spécialiste</translation>
    </message>
    <message>
        <source>Baggage</source>
        <translation>Bagage</translation>
    </message>
    <message>
        <source>Shasvastii</source>
        <translation>Shasvastii</translation>
    </message>
    <message>
        <source>Number 2</source>
        <translation>Numéro 2</translation>
    </message>
    <message>
        <source>NCO</source>
        <translation>Sous-officier</translation>
    </message>
    <message>
        <source>Chain of Command</source>
        <translation>Chaîne de Commandement</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Quartier Général</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Hacker</source>
        <translation>Hacker</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>Médecin</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingénieur</translation>
    </message>
    <message>
        <source>Forward Observer</source>
        <translation>Observateur d&apos;Artillerie</translation>
    </message>
    <message>
        <source>Paramedic</source>
        <translation>Infirmier</translation>
    </message>
    <message>
        <source>Specialist Operative</source>
        <translation>Agent Spécialiste</translation>
    </message>
    <message>
        <source>Journalist</source>
        <translation>Journaliste</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>Peripheral</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>AI Beacon</source>
        <translation>Balise IA</translation>
    </message>
    <message>
        <source>Irregular</source>
        <translation>Irrégulier</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <translation>Impétueux</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Vétéran</translation>
    </message>
    <message>
        <source>Religious</source>
        <translation>Religieux</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to ITS Table Assistant</source>
        <translation>Bienvenue dans ITS Table Assistant</translation>
    </message>
    <message>
        <source>Choose how the app speaks and measures, and the table to start with. All of it can be changed later.</source>
        <translation>Choisissez la langue et les unités de l&apos;application, et la table de départ. Tout peut être changé plus tard.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Inches</source>
        <translation>Pouces</translation>
    </message>
    <message>
        <source>Centimetres</source>
        <translation>Centimètres</translation>
    </message>
    <message>
        <source>Distances in</source>
        <translation>Distances en</translation>
    </message>
    <message>
        <source>First table</source>
        <translation>Première table</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Games are stored in</source>
        <translation>Les parties sont enregistrées dans</translation>
    </message>
    <message>
        <source>Several stations share games and events through one PostgreSQL server: start each with --db postgresql+psycopg://user@host/db (or set ITS_DESKTOP_DB).</source>
        <translation>Plusieurs postes partagent parties et événements via un serveur PostgreSQL : lancez chacun avec --db postgresql+psycopg://user@host/db (ou définissez ITS_DESKTOP_DB).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>The last session stopped on a fatal error; a report was saved to %1.</source>
        <translation>La dernière session s&apos;est arrêtée sur une erreur fatale ; un rapport a été enregistré dans %1.</translation>
    </message>
</context>
</TS>
