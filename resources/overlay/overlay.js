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
  // One design pixel (--u): the page laid out for 1920x1080 (or 1080x1920 when taller than wide) at the
  // size OBS gives it, times ?scale= (0.5 to 1) for a streamer who wants it smaller.
  const scale = Math.min(1, Math.max(0.5, parseFloat(q.get("scale") || "1") || 1));
  function size() {
    const w = window.innerWidth, h = window.innerHeight, portrait = h > w;
    const u = portrait ? Math.min(w / 1080, h / 1920) : Math.min(w / 1920, h / 1080);
    document.body.classList.toggle("portrait", portrait);
    document.documentElement.style.setProperty("--u", (u * scale) + "px");
  }
  size();
  window.addEventListener("resize", () => { size(); fitAll(); });
  // Names fit: a name too long for its box is set smaller (down to 70 %, never under 20 design pixels)
  // before the ellipsis cuts it.
  // scrollWidth is rounded to whole pixels: a name 0.4 px too wide is cut yet reports no overflow.
  function overflows(el) {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.01;
  }
  function fitAll() {
    for (const el of document.querySelectorAll(".fit")) {
      el.style.fontSize = "";
      const base = parseFloat(getComputedStyle(el).fontSize);
      const u = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--u")) || 1;
      const floor = Math.max(base * 0.7, 20 * u);
      let size = base;
      while (overflows(el) && size > floor) {
        size = Math.max(floor, size - Math.max(0.5, base * 0.04));
        el.style.fontSize = size + "px";
      }
    }
  }
  const scope = new URLSearchParams();
  for (const k of ["game", "table", "event", "round", "token"]) if (q.get(k)) scope.set(k, q.get(k));
  // The state in the page's language (the server wrote it into <html lang>, from ?lang=): the scenario's name.
  if (document.documentElement.lang) scope.set("lang", document.documentElement.lang);
  const qs = scope.toString() ? "?" + scope.toString() : "";
  const rowsPerPage = Math.max(1, parseInt(q.get("rows") || "12", 10) || 12);
  const everyMs = Math.max(2, parseInt(q.get("every") || "10", 10) || 10) * 1000;
  const root = document.getElementById("root");
  const status = document.getElementById("status");
  let state = null, seq = 0, pageIndex = 0, receivedAt = Date.now();
  // Words in the page's language: the server puts them into the page from the gettext catalog (JSON in
  // <script id="words">, in the language of <html lang>, ?lang= for one source); a missing one shows as is.
  const wordsEl = document.getElementById("words");
  const WORDS = wordsEl ? JSON.parse(wordsEl.textContent) : {};
  const t = (w, fill) => {
    let text = WORDS[w] || w;
    for (const [k, v] of Object.entries(fill || {})) text = text.split("{" + k + "}").join(String(v));
    return text;
  };

  function h(tag, attrs, ...kids) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") el.className = v; else el.setAttribute(k, v);
    }
    for (const kid of kids.flat(Infinity)) {  // any depth: a list of [separator, name] pairs is two deep
      if (kid === null || kid === undefined || kid === false) continue;
      el.appendChild(typeof kid === "object" ? kid : document.createTextNode(String(kid)));
    }
    return el;
  }
  // A name isolated from the text around it (HTML's <bdi>, direction from its own first strong letter): a
  // right-to-left name or one carrying a direction override never reorders the line it sits in.
  const nm = (text) => h("bdi", { dir: "auto" }, text || "");
  const iso = (text) => "\u2068" + (text || "") + "\u2069";  // a name inside running text: FSI … PDI
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

  // Under the round: the round clock or the turn while the game is played; once it is over, how far it
  // went (never the clock of a round that has moved on, nor "Not started").
  function lowerLine(g, clock) {
    if (g.finished) return g.rounds_completed && g.rounds ? t("Round") + " " + g.rounds_completed + "/" + g.rounds : "";
    return clock ? clockText(clock) : (g.turn ? t("Turn") + " " + g.turn : "");
  }

  function scoreboard() {
    const g = state.game;
    if (!g) return h("div", { class: "plate bug" }, t("No game"));
    const op = (p) => (g.op && g.op[p] ? g.op[p].total : null);
    const ev = state.event, clock = ev && ev.round ? ev.round.clock : null;
    const roundLine = g.finished ? t("Final") : (g.round ? t("Round") + " " + g.round + (g.rounds ? "/" + g.rounds : "") : "");
    const side = (p) => h("div", { class: "side " + p }, h("span", { class: "chip " + p }, p),
      h("div", { class: "who" }, h("div", { class: "name fit", dir: "auto" }, nm(g.players[p].name)),
        h("div", { class: "faction fit" }, g.players[p].faction || "")));
    const bug = h("div", { class: "plate bug" }, side("A"), h("div", { class: "op A" }, fmt(op("A"))),
      h("div", { class: "mid" }, h("div", { class: "round" }, roundLine),
        h("div", { class: "clock", id: g.finished ? "done" : "clock" }, lowerLine(g, clock))),
      h("div", { class: "op B" }, fmt(op("B"))), side("B"));
    const rounds = g.rounds ? Array.from({ length: g.rounds }, (_, i) => String(i + 1)) : [];
    const head = h("tr", {}, h("th", {}, ""), rounds.map((r) => h("th", {}, t("R{n}", { n: r }))), h("th", {}, t("End")),
      h("th", {}, t("OP")), h("th", {}, t("VP")), g.tp ? h("th", {}, t("TP")) : null);
    const row = (p) => h("tr", {}, h("td", { class: "who" }, h("span", { class: "chip small " + p }, p)),
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
    const title = g ? [nm(g.players.A.name), " " + t("v") + " ", nm(g.players.B.name), " · " + (g.mission_name || "") +
      (g.finished ? " · " + t("Final") : (g.round ? " · " + t("round") + " " + g.round : ""))] : "";
    const box = h("div", { class: "plate mapbox" }, h("div", { class: "title" }, title), h("div", { id: "svg" }));
    const legend = h("div", { class: "legend" },
      h("span", {}, h("span", { class: "sw", style: "background:repeating-linear-gradient(45deg,#004488 0 3px,#6699CC55 3px 8px)" }), t("A dominates")),
      h("span", {}, h("span", { class: "sw", style: "background:repeating-linear-gradient(-45deg,#997700 0 3px,#EECC6655 3px 8px)" }), t("B dominates")),
      h("span", {}, h("span", { class: "sw", style: "background:#DDDDDD;border:2px dotted #777" }), t("tied / hidden")),
      h("span", {}, h("span", { class: "sw", style: "background:#fff;border:3px solid #004488;border-radius:50%" }), t("objective held by A")),
      h("span", {}, h("span", { class: "sw", style: "background:#fff;border:3px solid #997700;border-radius:50%" }), t("held by B")));
    box.appendChild(legend);
    // The map's own words ("provisional") in the page's language: qs carries it (lang, from <html lang>).
    fetch("/map.svg" + qs + (qs ? "&" : "?") + "seq=" + seq +
      (q.get("theme") ? "&theme=" + encodeURIComponent(q.get("theme")) : ""))
      .then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
      .then((svg) => {
        const holder = document.getElementById("svg");
        if (!holder) return;
        const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
        holder.replaceChildren(document.importNode(doc.documentElement, true));
        sceneryLegend(holder.querySelector("svg"), legend);  // first: a longer legend leaves the map less room
        legible(holder.querySelector("svg"));
        document.body.dataset.mapSeq = String(seq);
      })
      .catch(() => { const el = document.getElementById("svg"); if (el) el.textContent = t("No map for this table yet"); });
    return box;
  }

  // The scenery's kinds on this table, added to the legend once the map says which there are (solid, hatched,
  // dotted: told apart by pattern, as on the map, not by hue).
  function sceneryLegend(svg, legend) {
    if (!svg || !legend) return;
    const kinds = [["blocks", "background:#3A3A3A;border:2px solid #fff", "scenery"],
      ["partial", "background:repeating-linear-gradient(45deg,#3A3A3A 0 2px,#fff 2px 6px);border:2px solid #3A3A3A", "partial cover"],
      ["low", "background:#fff;border:2px dotted #3A3A3A", "low cover"]];
    for (const [kind, style, word] of kinds) {
      if (svg.querySelector("path.piece." + kind)) {
        legend.appendChild(h("span", { class: "scenery-key" }, h("span", { class: "sw", style }), t(word)));
      }
    }
  }

  // The map is drawn in table units, so on a small source (a 720p canvas, the rail's mini-map) its
  // labels and bases would be a few pixels tall: each label, lettered disc and objective is enlarged
  // about its centre to at least 20 design pixels of text, and each base to a dot of 16.
  function legible(svg) {
    if (!svg || !svg.getScreenCTM()) return;
    const k = svg.getScreenCTM().a;  // screen pixels per table unit
    const u = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--u")) || 1;
    const minText = 20 * u, minDot = 8 * u;
    const grow = (el) => {
      const texts = [...el.querySelectorAll("text")];
      if (!texts.length) return;
      const text = texts[0];
      const fs = Math.min(...texts.map((x) => parseFloat(x.getAttribute("font-size"))));  // the smallest: a chip's letter
      const f = fs * k < minText ? minText / (fs * k) : 1;
      if (f <= 1) return;
      const c = el.querySelector("circle") || text;
      const cx = parseFloat(c.getAttribute("cx") || c.getAttribute("x")), cy = parseFloat(c.getAttribute("cy") || c.getAttribute("y"));
      el.setAttribute("transform", "translate(" + cx + " " + cy + ") scale(" + f + ") translate(" + (-cx) + " " + (-cy) + ")");
      // Enlarged, a zone's name ("Q2 · A provisional") may run past the table's right edge: write it leftwards
      // from its disc instead.
      const label = el.querySelector("text.zone-label"), view = svg.viewBox.baseVal;
      if (label && view && view.width) {
        const box = label.getBBox();
        if (cx + (box.x + box.width - cx) * f > view.x + view.width) {
          const r = parseFloat((el.querySelector("circle") || { getAttribute: () => "0" }).getAttribute("r")) || 0;
          label.setAttribute("text-anchor", "end");
          label.setAttribute("x", String(cx - r * 1.3));
        }
      }
    };
    for (const g of svg.querySelectorAll("g.badge, g.objective")) grow(g);
    for (const text of svg.querySelectorAll(":scope > text")) {
      const fs = parseFloat(text.getAttribute("font-size"));
      if (fs * k < minText) text.setAttribute("font-size", String(minText / k));
    }
    for (const dot of svg.querySelectorAll("circle.trooper")) {
      const r = parseFloat(dot.getAttribute("r"));
      if (r * k >= minDot) continue;
      const f = minDot / (r * k);
      dot.setAttribute("r", String(r * f));
      const centre = dot.nextElementSibling;  // B's white centre dot, the second cue besides hue
      if (centre && centre.tagName === "circle" && !centre.classList.contains("trooper") &&
          centre.getAttribute("cx") === dot.getAttribute("cx") && centre.getAttribute("cy") === dot.getAttribute("cy")) {
        centre.setAttribute("r", String(parseFloat(centre.getAttribute("r")) * f));
      }
    }
  }

  function paged(rows) {
    const pages = Math.max(1, Math.ceil(rows.length / rowsPerPage));
    const i = pageIndex % pages;
    return { rows: rows.slice(i * rowsPerPage, (i + 1) * rowsPerPage), label: pages > 1 ? t("page {n} of {total}", { n: i + 1, total: pages }) : "" };
  }

  function standings() {
    const ev = state.event;
    if (!ev) return h("div", {}, "");
    const p = paged(ev.standings.rows);
    const sub = (ev.standings.final ? t("Final standings") : t("Standings")) +
      (ev.standings.through_round ? " " + t("after round {n}", { n: ev.standings.through_round }) : "");
    return h("div", { class: "plate board" }, h("h1", { dir: "auto" }, ev.name), h("h2", {}, sub),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", { class: "num" }, "#"), h("th", {}, t("Player")), h("th", {}, t("Faction")),
        h("th", { class: "num" }, t("TP")), h("th", { class: "num" }, t("OP")), h("th", { class: "num" }, t("VP")))),
        h("tbody", {}, p.rows.map((r) => h("tr", {}, h("td", { class: "num" }, (r.shared_rank ? "=" : "") + r.rank), h("td", { class: "fit", dir: "auto" }, nm(r.name)),
          h("td", { class: "fit" }, r.faction || ""), h("td", { class: "num" }, fmt(r.tp)), h("td", { class: "num" }, fmt(r.op)), h("td", { class: "num" }, fmt(r.vp)))))),
      h("div", { class: "pager" }, p.label));
  }

  // "Exemption : Carla Dias": the catalog's sentence (French puts a space before the colon), the names as nodes.
  function byeLine(byes) {
    const [before, after] = t("Bye: {names}").split("{names}");
    return [before, byes.map((b, i) => [i ? ", " : "", nm(b)]), after || ""];
  }

  function pairings() {
    const ev = state.event;
    if (!ev) return h("div", {}, "");
    const p = paged(ev.pairings.tables);
    const r = ev.round;
    return h("div", { class: "plate board" }, h("h1", { dir: "auto" }, ev.name),
      h("h2", {}, t("Tournament round") + " " + fmt(ev.pairings.round) + (r ? " · " + r.scenario_name + " · " + r.points + " " + t("pts") : "")),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", { class: "num" }, t("Table")), h("th", {}, t("Player A")), h("th", { class: "num" }, t("OP")),
        h("th", { class: "vs" }, ""), h("th", { class: "num" }, t("OP")), h("th", {}, t("Player B")))),
        h("tbody", {}, p.rows.map((row) => h("tr", {}, h("td", { class: "num" }, row.table), h("td", { class: "fit", dir: "auto" }, nm(row.a)), h("td", { class: "num" }, fmt(row.op_a)),
          h("td", { class: "vs" }, t("v")), h("td", { class: "num" }, fmt(row.op_b)), h("td", { class: "fit", dir: "auto" }, nm(row.b)))))),
      ev.pairings.byes.length ? h("h2", { style: "margin-top:16px" }, byeLine(ev.pairings.byes)) : null,
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

  // The ticker: a crawl along the foot of the safe area, the round's results as they come in, then the
  // standings. A new text waits for the end of the pass in progress, so the crawl never jumps.
  const crawlSpeed = Math.min(400, Math.max(40, parseInt(q.get("speed") || "120", 10) || 120));  // design px/s
  let crawlText = null, crawlPending = null;
  function tickerItems() {
    const ev = state.event;
    if (!ev) return [];
    const items = [];
    const done = ev.pairings.tables.filter((x) => x.op_a !== null && x.op_a !== undefined);
    if (done.length) {
      items.push({ head: ev.name + " · " + t("Tournament round") + " " + fmt(ev.pairings.round) + " · " + t("Results") });
      // one catalog sentence, so French gets its space before the colon ("Table 3 : …")
      for (const x of done) items.push({ text: t("Table {n}: {result}", { n: x.table, result: iso(x.a) + " " + fmt(x.op_a) + "–" + fmt(x.op_b) + " " + iso(x.b) }) });
    }
    const rows = ev.standings.rows.slice(0, Math.max(1, parseInt(q.get("top") || "8", 10) || 8));
    if (rows.length) {
      items.push({ head: (ev.standings.final ? t("Final standings") : t("Standings")) +
        (ev.standings.through_round ? " " + t("after round {n}", { n: ev.standings.through_round }) : "") });
      for (const r of rows) items.push({ text: (r.shared_rank ? "=" : "") + r.rank + ". " + iso(r.name) + " " + fmt(r.tp) + " " + t("TP") });
    }
    if (!items.length) items.push({ head: ev.name + " · " + t("No round yet") });
    return items;
  }
  function crawlTrack(items) {
    const track = h("div", { class: "crawl" }, items.map((it) => h("span", { class: it.head ? "item head" : "item" }, it.head || it.text)));
    return track;
  }
  function ticker() {
    const items = tickerItems();
    const key = JSON.stringify(items);
    const existing = document.querySelector(".ticker .crawl");
    if (existing && crawlText !== null) {
      if (key !== crawlText) crawlPending = items;
      return null;  // keep the crawl running
    }
    crawlText = key;
    const box = h("div", { class: "plate ticker" }, h("div", { class: "window" }, crawlTrack(items)));
    requestAnimationFrame(() => startCrawl(box));
    return box;
  }
  function startCrawl(box) {
    const win = box.querySelector(".window"), track = box.querySelector(".crawl");
    if (!win || !track) return;
    const u = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--u")) || 1;
    const distance = win.clientWidth + track.scrollWidth;
    track.style.setProperty("--from", win.clientWidth + "px");
    track.style.setProperty("--to", -track.scrollWidth + "px");
    track.style.animationDuration = (distance / (crawlSpeed * u)) + "s";
    track.classList.add("run");
    track.addEventListener("animationiteration", () => {
      if (crawlPending === null) return;
      const items = crawlPending;
      crawlPending = null;
      crawlText = JSON.stringify(items);
      track.classList.remove("run");
      track.replaceChildren(...crawlTrack(items).childNodes);
      requestAnimationFrame(() => startCrawl(box));
    }, { once: true });
  }

  // The lower third: the featured table's players with their full names (they wrap, never cut), factions,
  // the table, the mission and the event.
  function lowerthird() {
    const g = state.game;
    if (!g) return h("div", { class: "plate lower" }, t("No game"));
    const who = (p) => h("div", { class: "player " + p }, h("span", { class: "chip " + p }, p),
      h("div", {}, h("div", { class: "full", dir: "auto" }, nm(g.players[p].name)), h("div", { class: "faction" }, g.players[p].faction || "")));
    const what = [g.event_name, g.table ? t("Table") + " " + g.table : null, g.mission_name,
      g.points ? g.points + " " + t("pts") : null].filter(Boolean).join(" · ");
    return h("div", { class: "plate lower" }, h("div", { class: "players" }, who("A"), h("div", { class: "vs" }, t("v")), who("B")),
      h("div", { class: "what" }, what));
  }

  const pages = { scoreboard, map, standings, pairings, clock, ticker, lowerthird };
  function render() {
    if (!state) return;
    const made = pages[page]();
    if (made !== null) root.replaceChildren(...[].concat(made));
    fitAll();
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

  if (q.get("preview") === "1") {
    // A preview on the / page: drawn once from /state.json. A browser keeps six connections to a server,
    // so a page of live previews, each holding an event stream, would leave the last ones waiting.
    fetch("/state.json" + qs).then((r) => r.json()).then((s) => { state = s; render(); });
    return;
  }
  function say(text, kind) {
    status.textContent = text;
    status.dataset.kind = kind;
    status.hidden = false;
  }
  function listen() {
    const es = new EventSource("/events" + qs);
    es.addEventListener("state", (e) => {
      state = JSON.parse(e.data);
      seq = parseInt(e.lastEventId || "0", 10);
      receivedAt = Date.now();
      status.hidden = true;
      render();
    });
    es.addEventListener("gone", (e) => { es.close(); say(JSON.parse(e.data), "gone"); });
    es.onerror = () => {
      say(t("reconnecting…"), "reconnecting");
      if (es.readyState !== EventSource.CLOSED) return;  // the browser tries again by itself
      // The server refused the stream (a browser does not retry that): ask it why. An event, game or table
      // that does not exist is said as the server words it, in the page's language ("ningún evento 99"),
      // and nothing is retried: a streamer who typed the wrong id waits for nothing. Anything else (the
      // database away, the server restarting) is tried again.
      fetch("/state.json" + qs)
        .then((r) => (r.status === 404 || r.status === 400 ? r.text().then((why) => ({ why })) : {}))
        .catch(() => ({}))
        .then(({ why }) => {
          if (why && why.trim()) say(why.trim(), "gone");
          else setTimeout(listen, 3000);
        });
    };
  }
  listen();
  setInterval(tick, 1000);
  if (page === "standings" || page === "pairings") setInterval(() => { pageIndex += 1; render(); }, everyMs);
})();
