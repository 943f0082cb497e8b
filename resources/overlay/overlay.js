// The overlay pages: one script, the page named by <body data-page>. The state arrives as Server-Sent
// Events from /events (the same JSON as /state.json, documented in docs/overlay.md); the DOM is built
// with textContent only, so names can never inject markup.
(function () {
  "use strict";
  const q = new URLSearchParams(location.search);
  const page = document.body.dataset.page;
  document.body.classList.add("theme-" + (q.get("theme") === "light" ? "light" : "dark"));
  document.body.classList.add("layout-" + (q.get("layout") || "default").replace(/[^a-z]/g, ""));
  if (q.get("safe") === "0") document.body.classList.add("nosafe");
  if (q.get("backdrop") === "1") document.body.classList.add("backdrop");
  const scope = new URLSearchParams();
  for (const k of ["game", "table", "event", "round", "token"]) if (q.get(k)) scope.set(k, q.get(k));
  const qs = scope.toString() ? "?" + scope.toString() : "";
  const rowsPerPage = Math.max(1, parseInt(q.get("rows") || "12", 10) || 12);
  const everyMs = Math.max(2, parseInt(q.get("every") || "10", 10) || 10) * 1000;
  const root = document.getElementById("root");
  const status = document.getElementById("status");
  let state = null, seq = 0, pageIndex = 0, receivedAt = Date.now();
  // Words in the page's language (<html lang>, set by the server from --lang; ?lang= overrides), in the
  // packs' terms: a game round is "Round" in the French pack, a tournament round "Ronde".
  const WORDS = {
    fr: { "Not started": "Pas commencé", "paused": "en pause", "Time": "Temps écoulé", "Time called": "Fin annoncée",
      "No game": "Aucune partie", "Final": "Final", "Round": "Round", "Tournament round": "Ronde", "Turn": "Tour",
      "End": "Fin", "OP": "PO", "VP": "PV", "TP": "PT", "pts": "pts", "Table": "Table", "provisional": "provisoire",
      "round": "Round", "A dominates": "A domine", "B dominates": "B domine", "tied / hidden": "égalité / caché",
      "objective held by A": "objectif tenu par A", "held by B": "tenu par B",
      "No map for this table yet": "Pas encore de carte pour cette table", "page": "page", "of": "sur",
      "Final standings": "Classement final", "Standings": "Classement", "after round": "après la Ronde",
      "Player": "Joueur", "Faction": "Faction", "Player A": "Joueur A", "Player B": "Joueur B", "Bye": "Exemption",
      "No round yet": "Pas encore de Ronde", "reconnecting…": "reconnexion…" },
    es: { "Not started": "Sin empezar", "paused": "en pausa", "Time": "Tiempo", "Time called": "Tiempo cumplido",
      "No game": "Sin partida", "Final": "Final", "Round": "Ronda", "Tournament round": "Ronda", "Turn": "Turno",
      "End": "Fin", "OP": "PO", "VP": "PV", "TP": "PT", "pts": "pts", "Table": "Mesa", "provisional": "provisional",
      "round": "ronda", "A dominates": "A domina", "B dominates": "B domina", "tied / hidden": "empate / oculto",
      "objective held by A": "objetivo controlado por A", "held by B": "controlado por B",
      "No map for this table yet": "Aún no hay mapa para esta mesa", "page": "página", "of": "de",
      "Final standings": "Clasificación final", "Standings": "Clasificación", "after round": "tras la ronda",
      "Player": "Jugador", "Faction": "Facción", "Player A": "Jugador A", "Player B": "Jugador B", "Bye": "Bye",
      "No round yet": "Aún no hay ronda", "reconnecting…": "reconectando…" },
  };
  const lang = q.get("lang") || document.documentElement.lang || "en";
  const t = (w) => (WORDS[lang] && WORDS[lang][w]) || (w === "Tournament round" ? "Round" : w);

  function h(tag, attrs, ...kids) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") el.className = v; else el.setAttribute(k, v);
    }
    for (const kid of kids.flat()) {
      if (kid === null || kid === undefined || kid === false) continue;
      el.appendChild(typeof kid === "object" ? kid : document.createTextNode(String(kid)));
    }
    return el;
  }
  // A name isolated from the text around it (HTML's <bdi>, direction from its own first strong letter): a
  // right-to-left name or one carrying a direction override never reorders the line it sits in.
  const nm = (text) => h("bdi", { dir: "auto" }, text || "");
  const fmt = (v) => (v === null || v === undefined ? "–" : (typeof v === "number" ? String(+v.toFixed(2)) : String(v)));
  function clockText(c) {
    if (!c) return "";
    let left = c.remaining_s;
    if (c.state === "playing" || c.state === "deployment") left = Math.max(0, left - (Date.now() - receivedAt) / 1000);
    const m = Math.floor(left / 60), s = Math.floor(left % 60);
    const time = m + ":" + String(s).padStart(2, "0");
    return { not_started: t("Not started"), paused: time + " (" + t("paused") + ")", over: t("Time"),
      called: t("Time called") }[c.state] || time;
  }

  function scoreboard() {
    const g = state.game;
    if (!g) return h("div", { class: "plate bug" }, t("No game"));
    const op = (p) => (g.op && g.op[p] ? g.op[p].total : null);
    const ev = state.event, clock = ev && ev.round ? ev.round.clock : null;
    const roundLine = g.finished ? t("Final") : (g.round ? t("Round") + " " + g.round + (g.rounds ? "/" + g.rounds : "") : "");
    const side = (p) => h("div", { class: "side " + p }, h("span", { class: "chip " + p }, p),
      h("div", { class: "who" }, h("div", { class: "name", dir: "auto" }, nm(g.players[p].name)),
        h("div", { class: "faction" }, g.players[p].faction || "")));
    const bug = h("div", { class: "plate bug" }, side("A"), h("div", { class: "op A" }, fmt(op("A"))),
      h("div", { class: "mid" }, h("div", { class: "round" }, roundLine),
        h("div", { class: "clock", id: "clock" }, clock ? clockText(clock) : (g.turn ? t("Turn") + " " + g.turn : ""))),
      h("div", { class: "op B" }, fmt(op("B"))), side("B"));
    const rounds = g.rounds ? Array.from({ length: g.rounds }, (_, i) => String(i + 1)) : [];
    const head = h("tr", {}, h("th", {}, ""), rounds.map((r) => h("th", {}, "R" + r)), h("th", {}, t("End")),
      h("th", {}, t("OP")), h("th", {}, t("VP")), g.tp ? h("th", {}, t("TP")) : null);
    const row = (p) => h("tr", {}, h("td", { class: "who" }, h("span", { class: "chip " + p, style: "width:28px;height:28px;font-size:18px" }, p)),
      rounds.map((r) => h("td", {}, fmt(g.op && g.op[p] ? g.op[p][r] : null))),
      h("td", {}, fmt(g.op && g.op[p] ? g.op[p].end : null)), h("td", {}, fmt(op(p))),
      h("td", {}, fmt(g.vp ? g.vp[p] : null)), g.tp ? h("td", {}, fmt(g.tp[p])) : null);
    const strip = h("div", { class: "plate strip" },
      h("div", { class: "mission" }, (g.mission_name || "") + (g.points ? " · " + g.points + " " + t("pts") : "") +
        (g.table ? " · " + t("Table") + " " + g.table : "") + (g.provisional ? " · " + t("provisional") : "")),
      h("table", {}, h("thead", {}, head), h("tbody", {}, row("A"), row("B"))));
    return [bug, strip];
  }

  function map() {
    const g = state.game;
    const title = g ? [nm(g.players.A.name), " v ", nm(g.players.B.name), " · " + (g.mission_name || "") +
      (g.map ? " · " + t("round") + " " + g.map.round : "")] : "";
    const box = h("div", { class: "plate mapbox" }, h("div", { class: "title" }, title), h("div", { id: "svg" }));
    const legend = h("div", { class: "legend" },
      h("span", {}, h("span", { class: "sw", style: "background:repeating-linear-gradient(45deg,#004488 0 3px,#6699CC55 3px 8px)" }), t("A dominates")),
      h("span", {}, h("span", { class: "sw", style: "background:repeating-linear-gradient(-45deg,#997700 0 3px,#EECC6655 3px 8px)" }), t("B dominates")),
      h("span", {}, h("span", { class: "sw", style: "background:#DDDDDD;border:2px dotted #777" }), t("tied / hidden")),
      h("span", {}, h("span", { class: "sw", style: "background:#fff;border:3px solid #004488;border-radius:50%" }), t("objective held by A")),
      h("span", {}, h("span", { class: "sw", style: "background:#fff;border:3px solid #997700;border-radius:50%" }), t("held by B")));
    box.appendChild(legend);
    fetch("/map.svg" + qs + (qs ? "&" : "?") + "seq=" + seq + (q.get("theme") ? "&theme=" + encodeURIComponent(q.get("theme")) : ""))
      .then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
      .then((svg) => {
        const holder = document.getElementById("svg");
        if (!holder) return;
        const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
        holder.replaceChildren(document.importNode(doc.documentElement, true));
        document.body.dataset.mapSeq = String(seq);
      })
      .catch(() => { const el = document.getElementById("svg"); if (el) el.textContent = t("No map for this table yet"); });
    return box;
  }

  function paged(rows) {
    const pages = Math.max(1, Math.ceil(rows.length / rowsPerPage));
    const i = pageIndex % pages;
    return { rows: rows.slice(i * rowsPerPage, (i + 1) * rowsPerPage), label: pages > 1 ? t("page") + " " + (i + 1) + " " + t("of") + " " + pages : "" };
  }

  function standings() {
    const ev = state.event;
    if (!ev) return h("div", {}, "");
    const p = paged(ev.standings.rows);
    const sub = (ev.standings.final ? t("Final standings") : t("Standings")) +
      (ev.standings.through_round ? " " + t("after round") + " " + ev.standings.through_round : "");
    return h("div", { class: "plate board" }, h("h1", { dir: "auto" }, ev.name), h("h2", {}, sub),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", { class: "num" }, "#"), h("th", {}, t("Player")), h("th", {}, t("Faction")),
        h("th", { class: "num" }, t("TP")), h("th", { class: "num" }, t("OP")), h("th", { class: "num" }, t("VP")))),
        h("tbody", {}, p.rows.map((r) => h("tr", {}, h("td", { class: "num" }, (r.shared_rank ? "=" : "") + r.rank), h("td", { dir: "auto" }, nm(r.name)),
          h("td", {}, r.faction || ""), h("td", { class: "num" }, fmt(r.tp)), h("td", { class: "num" }, fmt(r.op)), h("td", { class: "num" }, fmt(r.vp)))))),
      h("div", { class: "pager" }, p.label));
  }

  function pairings() {
    const ev = state.event;
    if (!ev) return h("div", {}, "");
    const p = paged(ev.pairings.tables);
    const r = ev.round;
    return h("div", { class: "plate board" }, h("h1", { dir: "auto" }, ev.name),
      h("h2", {}, t("Tournament round") + " " + fmt(ev.pairings.round) + (r ? " · " + r.scenario_name + " · " + r.points + " " + t("pts") : "")),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", { class: "num" }, t("Table")), h("th", {}, t("Player A")), h("th", { class: "num" }, t("OP")),
        h("th", {}, ""), h("th", { class: "num" }, t("OP")), h("th", {}, t("Player B")))),
        h("tbody", {}, p.rows.map((t) => h("tr", {}, h("td", { class: "num" }, t.table), h("td", { dir: "auto" }, nm(t.a)), h("td", { class: "num" }, fmt(t.op_a)),
          h("td", { class: "vs" }, "v"), h("td", { class: "num" }, fmt(t.op_b)), h("td", { dir: "auto" }, nm(t.b)))))),
      ev.pairings.byes.length ? h("h2", { style: "margin-top:16px" }, [t("Bye") + ": ", ev.pairings.byes.map((b, i) => [i ? ", " : "", nm(b)])]) : null,
      h("div", { class: "pager" }, p.label));
  }

  function clock() {
    const ev = state.event;
    const r = ev && ev.round;
    const c = r ? r.clock : null;
    return h("div", { class: "plate bigclock" + (c && (c.state === "over" || c.state === "called") ? " over" : "") },
      h("div", { class: "time" + (c && /^\d+:\d\d$/.test(clockText(c)) ? "" : " word"), id: "clock" }, c ? clockText(c) : "–"),
      h("div", { class: "what" }, r ? t("Tournament round") + " " + r.number + " · " + r.scenario_name : t("No round yet")),
      h("div", { class: "event", dir: "auto" }, ev ? ev.name : ""));
  }

  const pages = { scoreboard, map, standings, pairings, clock };
  function render() {
    if (!state) return;
    root.replaceChildren(...[].concat(pages[page]()));
    document.body.dataset.rendered = String(seq);
  }
  function tick() {
    const el = document.getElementById("clock");
    const ev = state && state.event;
    if (el && ev && ev.round && ev.round.clock) {
      el.textContent = clockText(ev.round.clock);
      el.classList.toggle("word", !/^\d+:\d\d$/.test(el.textContent));
    }
  }

  const es = new EventSource("/events" + qs);
  es.addEventListener("state", (e) => {
    state = JSON.parse(e.data);
    seq = parseInt(e.lastEventId || "0", 10);
    receivedAt = Date.now();
    status.hidden = true;
    render();
  });
  es.addEventListener("gone", (e) => { status.textContent = JSON.parse(e.data); status.hidden = false; });
  es.onerror = () => { status.textContent = t("reconnecting…"); status.hidden = false; };
  setInterval(tick, 1000);
  if (page === "standings" || page === "pairings") setInterval(() => { pageIndex += 1; render(); }, everyMs);
})();
