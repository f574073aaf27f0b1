out=$(python3 - <<'PY'
import json, os, shutil, subprocess, sys, tempfile, urllib.request

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
def expected(topic):
    chosen = [{"slug": l["slug"], "title": l["title"], "minutes": l["minutes"]} for l in labs if l["topic"] == topic]
    return sorted(chosen, key=lambda l: (l["minutes"], l["slug"]))

def compare(path, topic, names):
    want = expected(topic)
    try:
        with open(path) as f:
            got = json.load(f)
    except (OSError, ValueError) as e:
        bad("%s is not a readable JSON file (%s)." % (names[0], e),
            "%s ليس ملف JSON قابلًا للقراءة (%s)." % (names[1], e),
            "%s پڑھنے کے قابل JSON فائل نہیں (%s)۔" % (names[2], e))
    if not isinstance(got, list):
        bad("%s must hold a JSON list ([...]), not a %s." % (names[0], type(got).__name__),
            "يجب أن يحتوي %s على قائمة JSON ([...]) لا على %s." % (names[1], type(got).__name__),
            "%s میں JSON فہرست ([...]) ہونی چاہیے، %s نہیں۔" % (names[2], type(got).__name__))
    for item in got:
        if not isinstance(item, dict) or sorted(item) != ["minutes", "slug", "title"]:
            bad("Every item of %s must have exactly the keys slug, title and minutes; found %s." % (names[0], json.dumps(item)[:120]),
                "يجب أن يحمل كل عنصر في %s المفاتيح slug وtitle وminutes بالضبط؛ وُجد %s." % (names[1], json.dumps(item)[:120]),
                "%s کی ہر آئٹم میں ٹھیک slug، title اور minutes کلیدیں ہونی چاہییں؛ یہ ملا: %s۔" % (names[2], json.dumps(item)[:120]))
    slugs, wanted = [i["slug"] for i in got], [i["slug"] for i in want]
    if sorted(slugs) != sorted(wanted):
        bad("%s lists %s; the %s labs are %s." % (names[0], ", ".join(slugs) or "nothing", topic, ", ".join(wanted)),
            "يسرد %s: %s؛ بينما مختبرات %s هي %s." % (names[1], "، ".join(slugs) or "لا شيء", topic, "، ".join(wanted)),
            "%s میں یہ ہیں: %s؛ جبکہ %s کی لیبز یہ ہیں: %s۔" % (names[2], "، ".join(slugs) or "کچھ نہیں", topic, "، ".join(wanted)))
    if got != want:
        if slugs != wanted:
            bad("%s has the right labs in the wrong order: %s; expected shortest first, then by slug: %s." % (names[0], ", ".join(slugs), ", ".join(wanted)),
                "في %s المختبرات الصحيحة بترتيب خاطئ: %s؛ والمتوقع الأقصر أولًا ثم حسب slug: %s." % (names[1], "، ".join(slugs), "، ".join(wanted)),
                "%s میں لیبز درست ہیں مگر ترتیب غلط: %s؛ پہلے چھوٹی، پھر slug کے لحاظ سے: %s متوقع ہے۔" % (names[2], "، ".join(slugs), "، ".join(wanted)))
        bad("The titles or minutes in %s differ from the service's." % names[0],
            "العناوين أو الدقائق في %s تختلف عما في الخدمة." % names[1],
            "%s میں عنوان یا منٹ سروس سے مختلف ہیں۔" % names[2])

script = (os.environ["LAB_HOME"] + "/client/export_topic.py")
if not os.path.isfile(script):
    bad("There is no ~/client/export_topic.py yet: create it with the code shown.",
        "لا يوجد ~/client/export_topic.py بعد: أنشئه بالشيفرة المعروضة.",
        "~/client/export_topic.py ابھی موجود نہیں: دکھائے گئے کوڈ سے اسے بنائیں۔")
result = (os.environ["LAB_HOME"] + "/client/sql_labs.json")
if not os.path.isfile(result):
    bad("There is no ~/client/sql_labs.json yet: run python3 ~/client/export_topic.py sql ~/client/sql_labs.json",
        "لا يوجد ~/client/sql_labs.json بعد: نفّذ python3 ~/client/export_topic.py sql ~/client/sql_labs.json",
        "~/client/sql_labs.json ابھی موجود نہیں: python3 ~/client/export_topic.py sql ~/client/sql_labs.json چلائیں۔")
compare(result, "sql", ("~/client/sql_labs.json",) * 3)

tmp = tempfile.mkdtemp()

os.chmod(tmp, 0o1777)  # the learner\'s script (run as the learner) reads and writes here
try:
    target = os.path.join(tmp, "python_labs.json")
    try:
        p = subprocess.run(["as-learner", sys.executable, script, "python", target], cwd=tmp, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=5)
    except subprocess.TimeoutExpired:
        bad("export_topic.py did not finish within 5 seconds.", "لم ينتهِ export_topic.py خلال 5 ثوانٍ.", "export_topic.py پانچ سیکنڈ میں مکمل نہیں ہوا۔")
    if p.returncode != 0:
        err = ((p.stderr or "").strip().splitlines() or ["exit code %d" % p.returncode])[-1][:200]
        bad("python3 export_topic.py python <file> failed: %s" % err,
            "فشل تنفيذ python3 export_topic.py python <ملف>: %s" % err,
            "python3 export_topic.py python <فائل> ناکام ہوا: %s" % err)
    if not os.path.isfile(target):
        bad("export_topic.py did not write the file named by its second argument (sys.argv[2]).",
            "لم يكتب export_topic.py الملف المذكور في وسيطه الثاني (sys.argv[2]).",
            "export_topic.py نے دوسرے آرگیومنٹ (sys.argv[2]) والی فائل نہیں لکھی۔")
    compare(target, "python", ("the file export_topic.py wrote for the topic python", "الملف الذي كتبه export_topic.py للموضوع python", "موضوع python کے لیے export_topic.py کی لکھی فائل"))
finally:
    shutil.rmtree(tmp, ignore_errors=True)
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not run ~/client/export_topic.py.}" "${m[1]:-تعذّر على الفحص تشغيل ~/client/export_topic.py.}" "${m[2]:-جانچ ~/client/export_topic.py نہیں چلا سکی۔}"; }
exit 0
