out=$(python3 - <<'PY'
import json, os, subprocess, sys, urllib.request

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

def service_labs():
    labs, page = [], 1
    while True:
        try:
            with urllib.request.urlopen("http://127.0.0.1:8000/api/labs?page=%d" % page, timeout=2) as r:
                data = json.load(r)
        except Exception:
            bad("The service does not answer on http://127.0.0.1:8000: start it again as in step 1 (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &).",
                "الخدمة لا تجيب على http://127.0.0.1:8000: شغّلها من جديد كما في الخطوة 1 (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &).",
                "سروس http://127.0.0.1:8000 پر جواب نہیں دے رہی: اسے مرحلہ 1 کی طرح دوبارہ چلائیں (cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &)۔")
        labs += data["items"]
        if page >= data["pages"]:
            return labs
        page += 1

labs = service_labs()
for name in ("catalog.py", "list_labs.py"):
    if not os.path.isfile((os.environ["LAB_HOME"] + "/client/" + name)):
        bad("There is no ~/client/%s yet: create it with the code shown." % name,
            "لا يوجد ~/client/%s بعد: أنشئه بالشيفرة المعروضة." % name,
            "~/client/%s ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔" % name)
try:
    p = subprocess.run(["as-learner", sys.executable, (os.environ["LAB_HOME"] + "/client/list_labs.py")], cwd=os.environ["LAB_HOME"],
                       stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=5)
except subprocess.TimeoutExpired:
    bad("list_labs.py did not finish within 5 seconds: does every urlopen call have a timeout, and does the page loop end?",
        "لم ينتهِ list_labs.py خلال 5 ثوانٍ: هل لكل استدعاء urlopen مهلة timeout، وهل تنتهي حلقة الصفحات؟",
        "list_labs.py پانچ سیکنڈ میں مکمل نہیں ہوا: کیا ہر urlopen کال میں timeout ہے، اور کیا صفحات والا لوپ ختم ہوتا ہے؟")
if p.returncode != 0:
    err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
    bad("python3 ~/client/list_labs.py failed: %s" % err,
        "فشل تنفيذ python3 ~/client/list_labs.py: %s" % err,
        "python3 ~/client/list_labs.py ناکام ہوا: %s" % err)
lines = [l.strip() for l in p.stdout.splitlines() if l.strip()]
want = ["%d %s" % (lab["id"], lab["slug"]) for lab in labs]
listed = [l for l in lines if not l.lower().startswith("total")]
if listed != want:
    missing = [w for w in want if w not in listed]
    if missing and len(listed) < len(want):
        bad("list_labs.py printed %d labs; the service has %d over several pages (missing, for example, '%s'). Follow the pages up to data['pages']." % (len(listed), len(want), missing[0]),
            "طبع list_labs.py عدد %d من المختبرات، وفي الخدمة %d موزعة على عدة صفحات (ينقص مثلًا '%s'). تتبّع الصفحات حتى data['pages']." % (len(listed), len(want), missing[0]),
            "list_labs.py نے %d لیبز دکھائیں؛ سروس میں کئی صفحات پر %d ہیں (مثلاً '%s' غائب ہے)۔ data['pages'] تک صفحات پڑھیں۔" % (len(listed), len(want), missing[0]))
    first = (listed + [""])[0]
    bad("list_labs.py should print one line 'id slug' per lab in the service's order, starting with '%s'; its first line was '%s'." % (want[0], first),
        "يجب أن يطبع list_labs.py سطرًا 'id slug' لكل مختبر بترتيب الخدمة، بدءًا بـ '%s'؛ وكان سطره الأول '%s'." % (want[0], first),
        "list_labs.py کو سروس کی ترتیب میں ہر لیب کی ایک سطر 'id slug' دکھانی چاہیے، '%s' سے شروع کر کے؛ اس کی پہلی سطر '%s' تھی۔" % (want[0], first))
if ("total: %d" % len(want)) not in lines:
    bad("list_labs.py should end with the line 'total: %d'." % len(want),
        "يجب أن ينتهي list_labs.py بالسطر 'total: %d'." % len(want),
        "list_labs.py کے آخر میں سطر 'total: %d' ہونی چاہیے۔" % len(want))
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/client/list_labs.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/client/list_labs.py.}" "${m[2]:-جانچ ~/client/list_labs.py نہیں چلا سکی۔}"; }
exit 0
