"""Capture the README screenshots from a running demo (``make demo``), with Debian's Chromium.

python docs/screenshots/capture.py [http://127.0.0.1:8000]
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]  # fmt: skip
OUT = Path(__file__).resolve().parent


def main(base: str) -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(f"{base}/login/")
        page.screenshot(path=OUT / "login.png")
        page.fill("input[name=username]", "admin")
        page.fill("input[name=password]", "admin-demo-pw")
        page.click("button[type=submit]")
        page.wait_for_url("**/runs/")
        page.screenshot(path=OUT / "runs.png", full_page=True)
        running = page.locator("tr[data-run]", has=page.locator(".badge", has_text="running")).first
        page.goto(base + running.locator("a").first.get_attribute("href"))
        page.wait_for_selector("#live-state[data-state=live]")
        page.wait_for_timeout(4000)  # let a step or two arrive over the websocket
        page.screenshot(path=OUT / "run-detail.png")
        page.goto(f"{base}/recovery/")
        page.screenshot(path=OUT / "recovery.png", full_page=True)
        page.goto(f"{base}/approvals/")
        page.screenshot(path=OUT / "approvals.png", full_page=True)
        page.goto(f"{base}/stuck/")
        page.screenshot(path=OUT / "stuck.png", full_page=True)
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(f"{base}/runs/")
        page.screenshot(path=OUT / "runs-390.png")
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000")
