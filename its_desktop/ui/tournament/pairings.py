"""The Pairings tab: a round paired by the packs' rules, previewed, saved or cleared."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QHBoxLayout, QLabel, QPlainTextEdit,
                               QPushButton, QSpinBox, QTabWidget, QVBoxLayout)

from its_desktop.domain.tournament.deviation_words import History, deviation_text
from its_desktop.domain.tournament.event import PlayerId
from its_desktop.domain.errors import InputError
from its_desktop.persistence.games import FieldError
from its_desktop.domain.tournament.factions import army_name

from .common import CENTER, Tab, item, table_widget

if TYPE_CHECKING:
    from its_desktop.domain.tournament.pairing import RoundPairing

    from .host import PairingOptions, TournamentHost


class PairingsTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.preview: RoundPairing | None = None
        self.round_box = QSpinBox()
        self.round_box.setRange(1, 20)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2**31 - 1)
        self.random_seed = QCheckBox(self.tr("random"))
        self.random_seed.setChecked(True)
        # Options the packs leave to the organizer.
        self.club_mode = QComboBox()
        for key, text in (("never", self.tr("never")), ("first", self.tr("round 1 only")),
                          ("every", self.tr("every round"))):
            self.club_mode.addItem(text, key)
        self.club_mode.setToolTip(self.tr("Keep players of one club apart when pairing (a deviation from the "
                                          "pack's order, listed below)"))
        self.top_table = QCheckBox(self.tr("Top table first"))
        self.top_table.setToolTip(self.tr("Tables in ranking order (the top pairing on table 1) instead of keeping "
                                          "players off tables they have played"))
        self.generate_button = QPushButton(self.tr("Generate"))
        self.save_button = QPushButton(self.tr("Save pairings"))
        self.clear_button = QPushButton(self.tr("Undo pairings…"))
        self.clear_button.setToolTip(self.tr("Remove the round's saved pairings (until a result is entered)"))
        self.print_button = QPushButton(self.tr("Print round…"))
        self.print_button.setToolTip(self.tr("The round's table pack (maps, score sheets, pairings, standings) as "
                                             "saved"))
        self.tiles_button = QPushButton(self.tr("Print tiles for table…"))
        self.tiles_button.setToolTip(self.tr("The selected table's map at true size on tiles, labelled with the "
                                             "table's number"))
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round")))
        top.addWidget(self.round_box)
        top.addWidget(QLabel(self.tr("Seed (round 1)")))
        top.addWidget(self.seed_box)
        top.addWidget(self.random_seed)
        top.addWidget(QLabel(self.tr("Club mates apart")))
        top.addWidget(self.club_mode)
        top.addWidget(self.top_table)
        top.addStretch(1)
        for b in (self.generate_button, self.save_button, self.clear_button):
            top.addWidget(b)
        hand = QHBoxLayout()
        hand.addWidget(QLabel(self.tr("By hand:")))
        self.swap_button = QPushButton(self.tr("Swap two players…"))
        self.move_button = QPushButton(self.tr("Move to table…"))
        self.bye_button = QPushButton(self.tr("Give the bye…"))
        self.no_show_button = QPushButton(self.tr("No-show…"))
        for b in (self.swap_button, self.move_button, self.bye_button, self.no_show_button):
            b.setToolTip(self.tr("Changes a saved round's tables without a result; listed as a deviation with "
                                 "your reason"))
            hand.addWidget(b)
        hand.addStretch(1)
        # Printing sits on the second row: the first is full at 1366 px in French and Spanish.
        hand.addWidget(self.print_button)
        hand.addWidget(self.tiles_button)
        self.state = QLabel()
        self.views = QTabWidget()
        self.by_table = table_widget([self.tr("Table"), self.tr("Terrain"), self.tr("Player A"), self.tr("Faction"),
                                      self.tr("Player B"), self.tr("Faction")])
        self.sheet = table_widget([self.tr("Player"), self.tr("Table"), self.tr("Terrain"), self.tr("Opponent"),
                                   self.tr("Opponent's faction")])
        for t in (self.by_table, self.sheet):
            t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.views.addTab(self.by_table, self.tr("By table"))
        self.views.addTab(self.sheet, self.tr("Pairing sheet (by player)"))
        self.deviations = QPlainTextEdit()
        self.deviations.setReadOnly(True)
        self.deviations.setMaximumHeight(110)
        self.deviations.setPlaceholderText(self.tr("Deviations from the pack's pairing order appear here"))
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addLayout(hand)
        lay.addWidget(self.banner)
        lay.addWidget(self.state)
        lay.addWidget(self.views, 1)
        lay.addWidget(QLabel(self.tr("Deviations")))
        lay.addWidget(self.deviations)
        self.round_box.valueChanged.connect(self._round_changed)
        self.random_seed.toggled.connect(lambda on: self.seed_box.setEnabled(not on))
        self.seed_box.setEnabled(False)
        self.generate_button.clicked.connect(lambda: self.generate(self.round_box.value(),
                                                                   None if self.random_seed.isChecked()
                                                                   else self.seed_box.value()))
        self.save_button.clicked.connect(self.save)
        self.clear_button.clicked.connect(self._clear_clicked)
        self.print_button.clicked.connect(self._print_clicked)
        self.tiles_button.clicked.connect(self._tiles_clicked)
        self.swap_button.clicked.connect(self._swap_clicked)
        self.move_button.clicked.connect(self._move_clicked)
        self.bye_button.clicked.connect(self._bye_clicked)
        self.no_show_button.clicked.connect(self._no_show_clicked)
        self._auto_round = True

    def _round_changed(self, _number: int) -> None:
        self._round_picked()
        self._show()

    def options_for(self, number: int) -> PairingOptions:
        """The organizer's pairing options for round ``number`` (as ``Events.pair`` takes them)."""
        mode = self.club_mode.currentData()
        return {"avoid_clubs": mode == "every" or (mode == "first" and number == 1),
                "top_table_first": self.top_table.isChecked()}

    def follow_latest(self) -> None:
        """Show the round being played (the first still open) again, following it as rounds are paired."""
        self._auto_round = True

    def _round_picked(self) -> None:
        # A round the organizer picks stays shown (a correction to an earlier round) until the event is reopened.
        self._auto_round = False

    def refresh(self) -> None:
        if not self.eid:
            return
        planned = self.repo.rounds_planned(self.eid)
        self.round_box.setMaximum(max(planned, 1))
        if self._auto_round:
            paired = {g.round for g in self.repo.games(self.eid)}
            nxt = next((n for n in range(1, planned + 1) if n not in paired), max(paired, default=1))
            self.round_box.blockSignals(True)
            self.round_box.setValue(nxt)
            self.round_box.blockSignals(False)
        self._show()

    def generate(self, number: int, seed: int | None = None, avoid_clubs: bool | None = None) -> RoundPairing | None:
        self._auto_round = False
        self.round_box.setValue(number)
        options = self.options_for(number)
        if avoid_clubs is not None:
            options["avoid_clubs"] = avoid_clubs
        try:
            self.preview = self.repo.pair(self.eid, number, seed=seed, **options)
        except (FieldError, LookupError) as exc:
            self.preview = None
            # Too few players: the sentence says it all ("… the event has 3"); the field's key "players:" adds a word
            # of the data, not of the reader's language.
            self.banner.error(exc.message if isinstance(exc, InputError) and exc.field == "players" else str(exc))
            self._show()
            return None
        if self.preview.seed is not None:
            self.seed_box.setValue(self.preview.seed)
        self.banner.clear_message()
        self._warn_unconfirmed(number)
        self._show()
        return self.preview

    def _warn_unconfirmed(self, number: int) -> None:
        """Pending registrations, and (once check-in is in use) players not checked in, are paired like the
        others: say who, before the pairings are saved and announced."""
        active = [p for p in self.repo.players(self.eid) if p.active_in(number)]
        pending = sorted(p.name for p in active if p.pending)
        absent = sorted(p.name for p in active if not p.checked_in) if any(p.checked_in for p in active) else []
        notes = []
        if pending:
            notes.append(self.tr("pending registrations: %1").replace("%1", ", ".join(pending)))
        if absent and number == 1:
            notes.append(self.tr("not checked in: %1").replace("%1", ", ".join(absent)))
        if notes:
            self.banner.error(self.tr("Paired although %1. Confirm or drop them before saving.")
                              .replace("%1", "; ".join(notes)))

    def save(self) -> bool:
        if self.preview is None:
            self.banner.error(self.tr("Generate the pairings first"))
            return False
        ok = self.attempt(self.repo.save_pairings, self.eid, self.preview, who=self.w.who,
                          ok=self.tr("Round %1's pairings saved").replace("%1", str(self.preview.round)))
        if ok:
            self.preview = None
            self._show()
        return bool(ok)

    def clear(self, number: int, why: str | None = None) -> bool:
        return bool(self.attempt(self.repo.clear_pairings, self.eid, number, who=self.w.who, why=why))

    def _clear_clicked(self) -> None:
        n = self.round_box.value()
        why = self.w.prompts.reason(self.tr("Undo pairings"),
                                    self.tr("Remove round %1's saved pairings? Give the reason:").replace("%1", str(n)))
        if why is not None:
            self.clear(n, why)

    # -- hand overrides (each asks for a reason; tests call the methods directly) --
    def swap(self, player_x: int, player_y: int, why: str) -> bool:
        """Swap two players' seats; what the swap breaks that the automatic pairing avoids (a rematch, club mates
        when clubs are avoided, a table played before) is asked about first and written in the deviation."""
        n = self.round_box.value()
        clubs = self.options_for(n)["avoid_clubs"]
        warnings = self.attempt_read(self.repo.check_swap, self.eid, n, player_x, player_y, avoid_clubs=clubs)
        if warnings is None:
            return False
        if warnings and not self.w.prompts.confirm(
                self.tr("Check the swap"),
                self.tr("The automatic pairing avoids this: %1. Swap anyway (the deviation says so)?")
                .replace("%1", "; ".join(w.text for w in warnings))):
            self.banner.error(self.tr("Swap cancelled: %1").replace("%1", "; ".join(w.text for w in warnings)))
            return False
        return bool(self.attempt(self.repo.swap_players, self.eid, n, player_x, player_y, who=self.w.who, why=why,
                                 avoid_clubs=clubs, ok=self.tr("Players swapped (listed as a deviation)")))

    def move_game(self, event_game_id: int, table: int, why: str) -> bool:
        return bool(self.attempt(self.repo.move_table, event_game_id, table, who=self.w.who, why=why,
                                 ok=self.tr("Table moved (listed as a deviation)")))

    def give_bye(self, player_id: int, why: str) -> bool:
        return bool(self.attempt(self.repo.give_bye, self.eid, self.round_box.value(), player_id, who=self.w.who,
                                 why=why, ok=self.tr("Bye given (listed as a deviation)")))

    def no_show(self, event_game_id: int, absent: int, why: str) -> bool:
        return bool(self.attempt(self.repo.forfeit, event_game_id, absent, who=self.w.who, why=why,
                                 ok=self.tr("No-show recorded: the opponent scores a bye; the rest of the round "
                                            "stands")))

    def _seated(self) -> list:
        return [g for g in self.repo.games(self.eid, self.round_box.value())]

    def _pick_player(self, title: str, text: str, games: list) -> int | None:
        choices = {}
        for g in games:
            for pid, name in ((g.a, g.a_name), (g.b, g.b_name)):
                if pid is not None:
                    where = self.tr("bye") if g.bye else self.tr("table %1").replace("%1", str(g.table))
                    choices[f"{name} ({where})"] = pid
        if not choices:
            self.banner.error(self.tr("Round %1 is not paired yet").replace("%1", str(self.round_box.value())))
            return None
        got = self.w.prompts.pick(title, text, sorted(choices, key=str.casefold))
        return choices.get(got) if got else None

    def _reason(self, title: str) -> str | None:
        return self.w.prompts.reason(title, self.tr("Why? (listed with the round's deviations)"))

    def _swap_clicked(self) -> None:
        games = self._seated()
        x = self._pick_player(self.tr("Swap two players"), self.tr("First player"), games)
        y = self._pick_player(self.tr("Swap two players"), self.tr("Second player"), games) if x else None
        why = self._reason(self.tr("Swap two players")) if y else None
        if why and x is not None and y is not None:
            self.swap(x, y, why)

    def _move_clicked(self) -> None:
        games = [g for g in self._seated() if not g.bye]
        pid = self._pick_player(self.tr("Move to table"), self.tr("The game of"), games)
        g = next((x for x in games if pid in (x.a, x.b)), None)
        table = self.w.prompts.number(self.tr("Move to table"), self.tr("New table number"), g.table, 1, 999) \
            if g else None
        why = self._reason(self.tr("Move to table")) if table else None
        if why and g is not None and table is not None:
            self.move_game(g.id, table, why)

    def _bye_clicked(self) -> None:
        pid = self._pick_player(self.tr("Give the bye"), self.tr("Player"), [g for g in self._seated() if not g.bye])
        why = self._reason(self.tr("Give the bye")) if pid else None
        if why and pid is not None:
            self.give_bye(pid, why)

    def _no_show_clicked(self) -> None:
        games = [g for g in self._seated() if not g.bye]
        pid = self._pick_player(self.tr("No-show"), self.tr("Who did not turn up?"), games)
        g = next((x for x in games if pid in (x.a, x.b)), None)
        why = self._reason(self.tr("No-show")) if g else None
        if why and g is not None and pid is not None:
            self.no_show(g.id, pid, why)

    def _print_clicked(self) -> None:
        self.w.print_round(self.round_box.value())

    def _tiles_clicked(self) -> None:
        tables = sorted({g.table for g in self._seated() if not g.bye and g.table is not None})
        if not tables:  # said, as "Print round" says it: the button did nothing at all on a round not paired yet
            self.w.prompts.warn(self.tr("Print tiles"), self.tr(
                "Round %1 is not paired yet: save its pairings first (the tiles print a table as saved).")
                .replace("%1", str(self.round_box.value())))
            return
        row = self.by_table.currentRow()
        item = self.by_table.item(row, 0) if row >= 0 else None
        chosen = int(item.text()) if item is not None and item.text().isdigit() else None
        if chosen not in tables:
            text = self.w.prompts.pick(self.tr("Print tiles for table"), self.tr("Table"), [str(t) for t in tables])
            if text is None:
                return
            chosen = int(text)
        assert chosen is not None  # one of the tables, or the one the organizer picked
        self.w.print_table_tiles(self.round_box.value(), chosen)

    def _history(self, players: dict[PlayerId, Any], n: int) -> History:
        """Names, clubs and earlier meetings: what an old line stored as English text is worded again from."""
        met: dict[frozenset[PlayerId], list[int]] = {}
        for g in self.repo.games(self.eid):
            if g.b is not None and g.round < n:
                met.setdefault(frozenset((g.a, g.b)), []).append(g.round)
        return History({p: x.name for p, x in players.items()}, met, {p: x.club for p, x in players.items()})

    def _show(self) -> None:
        if not self.eid:
            return
        n = self.round_box.value()
        players = {p.id: p for p in self.repo.players(self.eid)}
        labels = {t.number: t.label for t in self.repo.tables(self.eid)}
        saved = self.repo.games(self.eid, n)
        rnd = self.repo.get_round(self.eid, n)
        rows: list[tuple[int | None, PlayerId, PlayerId | None]] = []
        notes: list[str] = []
        forfeits: dict[int, int] = {}
        if saved:
            rows = [(g.table, g.a, g.b) for g in saved]
            forfeits = {g.a: g.forfeit_by for g in saved if g.bye and g.forfeit_by is not None}
            seed = rnd.pairing_seed if rnd else None
            self.state.setText(self.tr("Saved pairings for round %1").replace("%1", str(n)) +
                               (self.tr(" (random draw, seed %1)").replace("%1", str(seed)) if seed is not None else ""))
            if rnd and rnd.pairing_notes:
                notes = [deviation_text(d, history=self._history(players, n))
                         for d in rnd.pairing_notes.get("deviations", [])]
                notes += [self.tr("Table %1 again for %2").replace("%1", str(r["table"]))
                          .replace("%2", ", ".join(players[p].name for p in r["players"] if p in players))
                          for r in rnd.pairing_notes.get("table_repeats", [])]
            self.save_button.setEnabled(False)
            self.clear_button.setEnabled(True)
        elif self.preview is not None and self.preview.round == n:
            rows = [(t.table, t.a, t.b) for t in self.preview.pairings]
            if self.preview.bye is not None:
                rows.append((None, self.preview.bye, None))
            notes = [d.text for d in self.preview.deviations]
            notes += [self.tr("Table %1 again for %2").replace("%1", str(r["table"]))
                      .replace("%2", ", ".join(players[p].name for p in r["players"] if p in players))
                      for r in self.preview.table_repeats]
            how = (self.tr("random draw, seed %1").replace("%1", str(self.preview.seed))
                   if self.preview.seed is not None else self.tr("by the standings"))
            self.state.setText(self.tr("Preview of round %1 (%2) — not saved yet").replace("%1", str(n))
                               .replace("%2", how))
            self.save_button.setEnabled(True)
            self.clear_button.setEnabled(False)
        else:
            self.state.setText(self.tr("Round %1 is not paired yet").replace("%1", str(n)) +
                               ("" if rnd else self.tr(" — choose its scenario in the Rounds tab first")))
            self.save_button.setEnabled(False)
            self.clear_button.setEnabled(False)
        rows.sort(key=lambda r: (r[0] is None, r[0] or 0))

        def name(pid):
            return players[pid].name if pid in players else str(pid)

        def faction(pid):
            return army_name(players[pid].faction) or None if pid in players else None

        t = self.by_table
        t.setRowCount(len(rows))
        for i, (table, a, b) in enumerate(rows):
            cells = [item(table if table is not None else self.tr("bye"), CENTER), item(labels.get(table)),
                     item(name(a)), item(faction(a)),
                     item(name(b) if b is not None else self.tr("BYE") if a not in forfeits else
                          self.tr("BYE (%1 did not turn up)").replace("%1", name(forfeits[a]))),
                     item(faction(b) if b is not None else "")]
            for col, c in enumerate(cells):
                t.setItem(i, col, c)
        sheet = []
        for table, a, b in rows:
            sheet.append((name(a), table, b))
            if b is not None:
                sheet.append((name(b), table, a))
        sheet.sort(key=lambda r: r[0].casefold())
        s = self.sheet
        s.setRowCount(len(sheet))
        for i, (who, table, opp) in enumerate(sheet):
            cells = [item(who), item(table if table is not None else self.tr("bye"), CENTER), item(labels.get(table)),
                     item(name(opp) if opp is not None else self.tr("BYE")),
                     item(faction(opp) if opp is not None else "")]
            for col, c in enumerate(cells):
                s.setItem(i, col, c)
        self.deviations.setPlainText("\n".join(f"• {x}" for x in notes) if notes else self.tr("None."))
