// The event page follows the standings, pairings and clock live (Server-Sent Events): the page's live part
// is fetched again on each change. Without JavaScript the page still works (reload it).
(function () {
  var live = document.getElementById("live");
  if (!live || !window.EventSource) return;
  var url = live.getAttribute("data-stream");
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname + location.search, {credentials: "same-origin"}).then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.getElementById("live");
        if (fresh) live.innerHTML = fresh.innerHTML;
      }).catch(function () {}).then(function () { busy = false; if (again) { again = false; refresh(); } });
  }
  var first = true;
  var es = new EventSource(url);
  es.addEventListener("state", function () { if (first) { first = false; return; } refresh(); });
  // The clock counts down between changes.
  setInterval(function () {
    var c = document.querySelector(".clock[data-state=playing], .clock[data-state=deployment]");
    var el = document.getElementById("clock");
    if (!c || !el) return;
    var left = parseFloat(c.getAttribute("data-remaining")) - 30;
    c.setAttribute("data-remaining", String(Math.max(0, left)));
    el.textContent = Math.floor(Math.max(0, left) / 60) + "\u2032";
  }, 30000);
})();
