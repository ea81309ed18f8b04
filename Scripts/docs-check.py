#!/usr/bin/env python3
"""Browses the built documentation site in headless Chromium and checks its links (Scripts/docs-site.sh).

1. The landing page (/documentation/apiruntime) renders: its title and the user guide's articles are in the DOM
   the browser built (DocC pages are drawn by JavaScript; the static HTML alone is empty). So do the generator's
   catalog (/documentation/apigen), its Templates article with the key tables, and its article for
   swift-openapi-generator's users.
2. Navigation: the first symbol link on the landing page (APIError's) is followed and that page renders.
3. No internal link is broken: every `/documentation/...` reference of every page's data (what the site's
   navigation and links are built from) names a page that exists, and every link in the two rendered DOMs too.
"""
import json, os, re, subprocess, sys, urllib.parse

base, site, browser = sys.argv[1], sys.argv[2], sys.argv[3]

def render(url, needed):
    """The DOM Chromium built for `url` once it shows every string of `needed`. A page is drawn by its scripts after
    they fetch its data; on a loaded machine one dump can come before that, so it is taken again (with more virtual
    time each try) until the page shows what it should or the tries run out. The window is tall because DocC draws
    sections below the fold only once they scroll into view: with the default height, a loaded machine dumped the
    symbol page without its Topics two times in three."""
    dom = ""
    for attempt in range(6):
        result = subprocess.run(
            [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--window-size=1280,20000", f"--virtual-time-budget={20000 * (attempt + 1)}", "--dump-dom", url],
            capture_output=True, text=True, timeout=300)
        dom = result.stdout
        if all(text in dom for text in needed):
            if attempt > 0:
                print(f"docs: {url} drawn on try {attempt + 1}")
            return dom
    return dom

def page_exists(path):
    path = urllib.parse.urlparse(path).path.rstrip("/").lower()
    if not path.startswith("/documentation"):
        return True
    return os.path.exists(os.path.join(site, "data", path.lstrip("/") + ".json"))

failures = []

landing_needs = ["APIRuntime", "Getting started", "What goes over the wire", "Handling errors", "APIError"]
landing = render(base + "/documentation/apiruntime", landing_needs)
for needed in landing_needs:
    if needed not in landing:
        failures.append(f"landing page: '{needed}' is not on the rendered page")
links = sorted(set(re.findall(r'href="(/documentation/[^"#?]*)', landing)))
if len(links) < 10:
    failures.append(f"landing page: only {len(links)} documentation links rendered")
symbol = next((link for link in links if link.rstrip("/").endswith("/apierror")), None)
if symbol is None:
    failures.append("landing page: no link to APIError")
else:
    page = render(base + symbol, ["APIError", "unexpectedStatus"])
    if "APIError" not in page or "unexpectedStatus" not in page:
        failures.append(f"{symbol}: the symbol page did not render")
    links += re.findall(r'href="(/documentation/[^"#?]*)', page)
generator_needs = ["apigen", "Generating an SDK", "The apigen.yaml reference", "Diagnostics and real descriptions",
                   "Templates", "Mocking an API", "Verifying a server against its spec"]
generator = render(base + "/documentation/apigen", generator_needs)
for needed in generator_needs:
    if needed not in generator:
        failures.append(f"/documentation/apigen: '{needed}' is not on the rendered page")
links += re.findall(r'href="(/documentation/[^"#?]*)', generator)
templates = next((link for link in links if link.rstrip("/").endswith("/apigen/templates")), None)
if templates is None:
    failures.append("/documentation/apigen: no link to the Templates article")
else:
    # DocC breaks code voice at capitals (<wbr>), so the check looks for words of the tables' prose.
    page = render(base + templates, ["client-file", "list of server", "unknown key"])
    if "list of server" not in page:
        failures.append(f"{templates}: the key tables did not render")
migration = next((link for link in links if link.rstrip("/").endswith("/apigen/comingfromswiftopenapigenerator")), None)
if migration is None:
    failures.append("/documentation/apigen: no link to the Coming from swift-openapi-generator article")
else:
    # Headings of its first sections, which are prose (code voice is broken up by <wbr>).
    migration_needs = ["Coming from swift-openapi-generator", "The manifest", "The config", "Calling an operation",
                       "Response headers"]
    page = render(base + migration, migration_needs)
    for needed in migration_needs:
        if needed not in page:
            failures.append(f"{migration}: '{needed}' is not on the rendered page")
    links += re.findall(r'href="(/documentation/[^"#?]*)', page)
for link in sorted(set(links)):
    if not page_exists(link):
        failures.append(f"rendered link to a missing page: {link}")

pages = 0
checked = 0
for folder, _, files in os.walk(os.path.join(site, "data", "documentation")):
    for name in files:
        if not name.endswith(".json"):
            continue
        pages += 1
        with open(os.path.join(folder, name)) as handle:
            data = json.load(handle)
        for reference in data.get("references", {}).values():
            url = reference.get("url")
            if url and url.startswith("/documentation"):
                checked += 1
                if not page_exists(url):
                    failures.append(f"{os.path.join(folder, name)}: link to a missing page {url}")

print(f"docs: {pages} pages, {checked} internal links checked, landing, {symbol}, /documentation/apigen, {templates} and {migration} rendered in {os.path.basename(browser)}")
if failures:
    print("\n".join(failures[:50]))
    sys.exit(1)
