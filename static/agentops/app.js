// AgentOps dashboard: relative times, one-shot decision forms, live timeline, live runs list and live queues.
(function () {
  "use strict";

  function relative(iso) {
    var s = Math.round((Date.now() - new Date(iso).getTime()) / 1000);
    var future = s < 0; s = Math.abs(s);
    var t = s < 60 ? s + "s" : s < 3600 ? Math.floor(s / 60) + "m" : s < 86400 ? Math.floor(s / 3600) + "h " + Math.floor((s % 3600) / 60) + "m" : Math.floor(s / 86400) + "d";
    return future ? "in " + t : t + " ago";
  }
  // A header time the socket keeps current (the lease's expiry, the last event): the page's own was a
  // snapshot, so a healthy run's lease read "expires 40s ago" a minute after the page opened.
  function showTime(el, iso, finished) {
    el.textContent = "";
    var node = document.createElement(iso ? "time" : "span");
    if (iso) {
      node.className = "rel"; node.setAttribute("datetime", iso);
      node.title = new Date(iso).toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC");
      node.textContent = relative(iso);
    } else {
      node.className = "muted"; node.textContent = finished ? "released: the run is finished" : "—";
    }
    el.appendChild(node);
  }
  function refreshTimes(root) {
    (root || document).querySelectorAll("time.rel[datetime]").forEach(function (el) { el.textContent = relative(el.getAttribute("datetime")); });
  }
  setInterval(refreshTimes, 15000);

  // A refused form's page is answered at the POST-only address the form went to: the address bar takes the
  // page's own (data-page-url), so a reload shows the page again and does not send the form a second time.
  var pageUrl = document.body.getAttribute("data-page-url");
  if (pageUrl && window.history.replaceState) window.history.replaceState(null, "", pageUrl);

  // A decision form submits once: the button is disabled so a double click sends one request.
  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (!form.hasAttribute("data-once")) return;
    if (form.dataset.sent) { ev.preventDefault(); return; }
    form.dataset.sent = "1";
    setTimeout(function () { form.querySelectorAll("button").forEach(function (b) { b.disabled = true; }); }, 0);
  });

  var toneMap = null;
  function tones() {
    if (!toneMap) { var el = document.getElementById("tones"); toneMap = el ? JSON.parse(el.textContent) : {}; }
    return toneMap;
  }

  // The server refuses a socket by accepting it and closing with 4400–4499 (bad request, signed out,
  // not allowed, unknown run): reconnecting cannot help, so the page stops and says why.
  var REFUSALS = { 4400: "bad request", 4401: "signed out: reload to sign in", 4403: "not allowed", 4404: "run not found" };
  function refused(code) { return code >= 4400 && code < 4500; }

  function socketUrl(path) { return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + path; }

  // Live timeline: the client keeps the highest seq shown and reconnects with ?after=<it>.
  function liveTimeline(tl) {
    var state = document.getElementById("live-state");
    var lastSeq = parseInt(tl.dataset.lastSeq || "0", 10);
    var delay = 500;
    function setState(s, text) { if (state) { state.dataset.state = s; state.querySelector(".txt").textContent = text; } }
    function cardFor(step) {
      var cards = tl.querySelectorAll(".step-card");
      var last = cards[cards.length - 1];
      var key = step === null || step === undefined ? "" : String(step);
      if (last && key !== "" && last.dataset.step === key) return last;
      var card = document.getElementById("step-card-template").content.firstElementChild.cloneNode(true);
      card.dataset.step = key;
      if (key === "") card.classList.add("step-none");
      card.querySelector(".step-title").textContent = key === "" ? "Run" : "Step " + key;
      tl.appendChild(card);
      return card;
    }
    function apply(msg) {
      // follow the tail only when the reader is already looking at it
      var follow = window.innerHeight + window.scrollY >= document.body.scrollHeight - 120;
      (msg.events || []).forEach(function (e) {
        // already shown (the page or an earlier frame holds it): never twice
        if (e.seq <= lastSeq || document.getElementById("seq-" + e.seq)) return;
        var holder = document.createElement("div");
        holder.innerHTML = e.html.trim();
        var li = holder.firstElementChild;
        li.classList.add("fresh");
        var card = cardFor(e.step);
        card.querySelector(".events").appendChild(li);
        sameCallStatus(card, li);
        htmx.process(li); // a large payload loads when opened, like the rows the page came with
        lastSeq = e.seq;
        tl.dataset.lastSeq = String(lastSeq);
      });
      var jump = document.getElementById("jump-latest");
      if (jump) jump.setAttribute("href", "#seq-" + lastSeq);
      if (follow && (msg.events || []).length) window.scrollTo(0, document.body.scrollHeight);
      var run = msg.run || {};
      Object.keys(run).forEach(function (k) {
        document.querySelectorAll('[data-field="' + k + '"]').forEach(function (el) { el.textContent = run[k]; });
        document.querySelectorAll('[data-time-field="' + k + '"]').forEach(function (el) { showTime(el, run[k], run.finished); });
      });
      if (run.finished) finish();
      if (run.status) statusMoved(run.status);
      if (run.status) {
        document.querySelectorAll('[data-field="status-badge"] .badge').forEach(function (b) {
          b.textContent = run.status.replace(/_/g, " ").toLowerCase(); b.title = run.status;
          b.className = "badge tone-" + (tones()[run.status] || "idle");
          if (run.unbacked_claims) {  // a completed run whose reply claims what the journal does not back
            b.textContent += " · unbacked claims"; b.className = "badge tone-bad";
          }
        });
      }
    }
    // the banner and callout say what the run waited for when the page opened: once the socket says it moved on,
    // they are hidden and one line says so, rather than "Waiting for an approver" under a completed header
    function statusMoved(status) {
      var moved = false;
      document.querySelectorAll("[data-while-status]").forEach(function (el) {
        if (el.dataset.whileStatus !== status && !el.hidden) { el.hidden = true; moved = true; }
      });
      var note = document.querySelector("[data-testid=status-moved]");
      if (note && (moved || !note.hidden)) {  // then it follows the status
        note.textContent = "The run is now " + status + ": what it waited for when this page opened is over. " +
          "Reload the page for its current state.";
        note.hidden = false;
      }
    }
    // a row shows its call's status when it was rendered; a newer row of the same call (its step's card, the same
    // tool[index]) carries the status now, which the rows before it take, as a reload would show them
    function sameCallStatus(card, li) {
      var tool = li.querySelector(".ev-head > .tool"), badge = li.querySelector(".ev-head > .badge");
      if (!tool || !badge) return;
      card.querySelectorAll("li.ev").forEach(function (row) {
        var t = row.querySelector(".ev-head > .tool"), b = row.querySelector(".ev-head > .badge");
        if (row !== li && t && b && t.textContent === tool.textContent) {
          b.className = badge.className; b.title = badge.title; b.textContent = badge.textContent;
        }
      });
    }
    var ws = null, finished = false;
    // a finished run (completed, dead-lettered) does not move: no socket, no green "live" mark
    function finish() { finished = true; setState("finished", "finished"); if (ws) ws.close(); }
    function connect() {
      if (finished) return;
      // the server's reason for closing this socket: an error frame before the close (4503, the channel layer
      // is unreachable) or the close frame's reason; shown while the page reconnects, not just "reconnecting…"
      var why = "", openedAt = 0;
      ws = new WebSocket(socketUrl(tl.dataset.ws + "?after=" + lastSeq));
      // the pause before the next attempt doubles (0.5 s … 8 s) until a socket serves: a frame that is no error, or
      // open 5 s; a socket the server refuses at once (4503: Redis is down) opens first, and must not reset it
      ws.onopen = function () {
        openedAt = Date.now();
        if (state) state.classList.remove("with-reason");
        if (!finished) setState("live", "live");
      };
      ws.onmessage = function (m) {
        var msg = JSON.parse(m.data);
        if (msg.type === "error") why = String(msg.error || ""); else { delay = 500; apply(msg); }
      };
      ws.onclose = function (ev) {
        if (finished) return;
        if (refused(ev.code)) { setState("closed", REFUSALS[ev.code] || "not allowed"); return; }
        why = why || ev.reason;
        if (openedAt && Date.now() - openedAt >= 5000) delay = 500;
        setState("connecting", why ? "reconnecting… (" + why + ")" : "reconnecting…");
        if (state) state.classList.toggle("with-reason", !!why);
        setTimeout(connect, delay); delay = Math.min(delay * 2, 8000);
      };
    }
    if (tl.dataset.finished) finish(); else connect();
  }

  // Older steps on demand (a cursor by seq): the page opens on the latest ones. A card cut by the page
  // boundary is joined with the part already shown; a row already shown is never added twice.
  function olderSteps(button, tl) {
    button.addEventListener("click", function () {
      button.disabled = true;
      var url = button.dataset.url + "?before=" + encodeURIComponent(button.dataset.before);
      fetch(url, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
        .then(function (html) {
          var holder = document.createElement("div");
          holder.innerHTML = html.trim();
          var pageEl = holder.firstElementChild;
          var anchor = tl.firstElementChild, top = anchor ? anchor.getBoundingClientRect().top : 0;
          var cards = Array.prototype.slice.call(pageEl.querySelectorAll(".step-card"));
          cards.reverse().forEach(function (card) {
            card.querySelectorAll("li.ev").forEach(function (li) { if (document.getElementById(li.id)) li.remove(); });
            var first = tl.firstElementChild;
            if (first && card.dataset.step !== "" && first.dataset.step === card.dataset.step) {
              var list = first.querySelector(".events");
              Array.prototype.slice.call(card.querySelectorAll("li.ev")).reverse().forEach(function (li) { list.insertBefore(li, list.firstChild); htmx.process(li); });
            } else if (card.querySelector("li.ev")) {
              tl.insertBefore(card, first); htmx.process(card);
            }
          });
          if (anchor) window.scrollBy(0, anchor.getBoundingClientRect().top - top); // keep the reader's place
          refreshTimes(tl);
          var older = parseInt(pageEl.dataset.older || "0", 10);
          button.dataset.before = pageEl.dataset.firstSeq;
          button.querySelector(".n").textContent = String(older);
          if (older > 0) button.disabled = false; else button.parentNode.remove();
        })
        .catch(function () { button.disabled = false; });
    });
  }

  // Live runs list: a wake-up from any run triggers one htmx refresh of the table (at most every 2 s).
  function liveList(box) {
    var pending = false;
    function connect() {
      var ws = new WebSocket(socketUrl("/ws/runs/"));
      ws.onmessage = function () {
        if (pending) return; pending = true;
        setTimeout(function () { pending = false; htmx.trigger(document.body, "runs-changed"); }, 2000);
      };
      ws.onclose = function (ev) { if (!refused(ev.code)) setTimeout(connect, 3000); };
    }
    connect();
  }

  // Live queues (approvals, the recovery console, the stuck view): their region is read again as the runs table is
  // (hx-trigger: every 10 s, and on a /ws/runs/ wake-up) and merged in, not swapped: an item whose key and version
  // (data-live-key, data-live-version: its run's journal head) are unchanged stays as it is, with what was typed in
  // its form and the focus; a decided one goes, a moved one is replaced, a new one comes in.
  function mergeLive(box, html) {
    if (box.querySelector("form[data-sent]")) return; // a decision is on its way: its answer replaces the page
    var fresh = document.createElement("div");
    fresh.innerHTML = html;
    var active = document.activeElement, caret = null;
    if (active && box.contains(active)) { try { caret = [active.selectionStart, active.selectionEnd]; } catch (e) { caret = null; } }
    fresh.querySelectorAll("[data-live-key]").forEach(function (item) {
      var old = box.querySelector('[data-live-key="' + CSS.escape(item.dataset.liveKey) + '"]');
      if (!old || old.dataset.liveVersion !== item.dataset.liveVersion) return;
      // what the server reckons at each read (a stuck row's "stuck for", by the database's clock) is the fresh one's
      old.querySelectorAll("[data-live-tick]").forEach(function (el) {
        var now = item.querySelector('[data-live-tick="' + CSS.escape(el.dataset.liveTick) + '"]');
        if (now) el.replaceWith(now);
      });
      item.replaceWith(old);
    });
    box.replaceChildren.apply(box, Array.prototype.slice.call(fresh.childNodes));
    if (active && box.contains(active) && document.activeElement !== active) {
      active.focus();
      if (caret && caret[0] !== null && caret[0] !== undefined) { try { active.setSelectionRange(caret[0], caret[1]); } catch (e) { /* not a text field */ } }
    }
    htmx.process(box); refreshTimes(box); sizeBars(box);
  }

  // Meter bars: their width comes from data-pct (no inline style attributes under the CSP).
  function sizeBars(root) {
    (root || document).querySelectorAll("[data-pct]").forEach(function (el) { el.style.width = el.dataset.pct + "%"; });
  }

  document.addEventListener("DOMContentLoaded", function () {
    sizeBars();
    var tl = document.getElementById("timeline");
    if (tl) liveTimeline(tl);
    var older = document.getElementById("load-older");
    if (tl && older) olderSteps(older, tl);
    var list = document.querySelector("[data-live-list]");
    if (list) liveList(list);
    document.body.addEventListener("htmx:afterSwap", function (ev) { refreshTimes(ev.target); sizeBars(ev.target); });
    document.body.addEventListener("htmx:beforeSwap", function (ev) {
      var box = ev.detail.target;
      if (!box || !box.hasAttribute("data-live-merge")) return;
      ev.detail.shouldSwap = false; // merged instead (a refused refresh, a 4xx, leaves the page as it is)
      if (ev.detail.xhr.status === 200) mergeLive(box, ev.detail.serverResponse);
    });
  });
})();
