out=$(python3 - <<'PY'
import json, os, subprocess, sys, urllib.request

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

try:
    with urllib.request.urlopen("http://127.0.0.1:8000/api/labs/117", timeout=2) as r:
        lab = json.load(r)
except Exception:
    bad("The service does not answer on http://127.0.0.1:8000: start it again as in step 1 (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &).",
        "الخدمة لا تجيب على http://127.0.0.1:8000: شغّلها من جديد كما في الخطوة 1 (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &).",
        "سروس http://127.0.0.1:8000 پر جواب نہیں دے رہی: اسے مرحلہ 1 کی طرح دوبارہ چلائیں (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &)۔")
script = (os.environ["LAB_HOME"] + "/client/show_lab.py")
if not os.path.isfile(script):
    bad("There is no ~/client/show_lab.py yet: create it with the code shown.",
        "لا يوجد ~/client/show_lab.py بعد: أنشئه بالشيفرة المعروضة.",
        "~/client/show_lab.py ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔")

def run(arg, base=None):
    env = dict(os.environ)
    if base:
        env["CATALOG_URL"] = base
    try:
        return subprocess.run(["as-learner", sys.executable, script, arg], cwd=(os.environ["LAB_HOME"] + "/client"), env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=2.5)
    except subprocess.TimeoutExpired:
        bad("show_lab.py %s did not finish within 2.5 seconds." % arg, "لم ينتهِ show_lab.py %s خلال 2.5 ثانية." % arg, "show_lab.py %s ڈھائی سیکنڈ میں مکمل نہیں ہوا۔" % arg)

def last(text):
    return ((text or "").strip().splitlines() or [""])[-1][:160]

p = run("117")
want = "%s: %s (%d min)" % (lab["slug"], lab["title"], lab["minutes"])
if p.returncode != 0 or p.stdout.strip() != want:
    got = last(p.stdout) or last(p.stderr)
    bad("show_lab.py 117 should print '%s' and exit 0; it printed '%s' (exit code %d)." % (want, got, p.returncode),
        "يجب أن يطبع show_lab.py 117 السطر '%s' ويخرج بالرمز 0؛ لكنه طبع '%s' (رمز الخروج %d)." % (want, got, p.returncode),
        "show_lab.py 117 کو '%s' دکھا کر exit code 0 دینا چاہیے؛ اس نے '%s' دکھایا (exit code %d)۔" % (want, got, p.returncode))

p = run("999")
if "Traceback" in p.stderr:
    bad("show_lab.py 999 crashes with a traceback (%s): catch urllib.error.HTTPError and check error.code == 404." % last(p.stderr),
        "ينهار show_lab.py 999 مع تتبّع أخطاء (%s): التقط urllib.error.HTTPError وافحص error.code == 404." % last(p.stderr),
        "show_lab.py 999 پر traceback کے ساتھ کریش ہوتا ہے (%s): urllib.error.HTTPError پکڑیں اور error.code == 404 جانچیں۔" % last(p.stderr))
if p.returncode != 2 or "not found" not in p.stderr.lower():
    bad("show_lab.py 999 should print 'error: lab 999 not found' on stderr and exit 2; it printed '%s' on stderr and exited %d." % (last(p.stderr), p.returncode),
        "يجب أن يطبع show_lab.py 999 السطر 'error: lab 999 not found' على stderr ويخرج بالرمز 2؛ لكنه طبع '%s' على stderr وخرج بالرمز %d." % (last(p.stderr), p.returncode),
        "show_lab.py 999 کو stderr پر 'error: lab 999 not found' دکھا کر exit code 2 دینا چاہیے؛ اس نے stderr پر '%s' دکھایا اور exit code %d دیا۔" % (last(p.stderr), p.returncode))

p = run("117", base="http://127.0.0.1:9")
if "Traceback" in p.stderr:
    bad("With the service unreachable (CATALOG_URL=http://127.0.0.1:9), show_lab.py crashes with a traceback (%s): catch urllib.error.URLError." % last(p.stderr),
        "عندما تتعذّر الخدمة (CATALOG_URL=http://127.0.0.1:9) ينهار show_lab.py مع تتبّع أخطاء (%s): التقط urllib.error.URLError." % last(p.stderr),
        "سروس تک رسائی نہ ہو (CATALOG_URL=http://127.0.0.1:9) تو show_lab.py traceback کے ساتھ کریش ہوتا ہے (%s): urllib.error.URLError پکڑیں۔" % last(p.stderr))
if p.returncode != 3 or "unavailable" not in p.stderr.lower():
    bad("With CATALOG_URL=http://127.0.0.1:9 (nothing listens there), show_lab.py should print 'error: service unavailable ...' on stderr and exit 3; it exited %d. Does catalog.py read CATALOG_URL?" % p.returncode,
        "مع CATALOG_URL=http://127.0.0.1:9 (لا شيء يستمع هناك) يجب أن يطبع show_lab.py العبارة 'error: service unavailable ...' على stderr ويخرج بالرمز 3؛ لكنه خرج بالرمز %d. هل يقرأ catalog.py المتغير CATALOG_URL؟" % p.returncode,
        "CATALOG_URL=http://127.0.0.1:9 کے ساتھ (وہاں کوئی نہیں سن رہا) show_lab.py کو stderr پر 'error: service unavailable ...' دکھا کر exit code 3 دینا چاہیے؛ اس نے exit code %d دیا۔ کیا catalog.py، CATALOG_URL پڑھتا ہے؟" % p.returncode)
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/client/show_lab.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/client/show_lab.py.}" "${m[2]:-جانچ ~/client/show_lab.py نہیں چلا سکی۔}"; }
exit 0
