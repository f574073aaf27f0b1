# Shared by every check of this lab (docs/rules/lab-format.md#scripts): the manifests in ~/k8s are
# parsed with PyYAML and compared with what Kubernetes requires, offline. `k8s_check MAIN` runs the
# helpers below, then MAIN (the step's Python, defining main()), then main() itself; a failure's three
# lines (en, ar, ur) become the step's FAIL reason.
K8S_HELPERS=$(cat <<'PY'
import os, re, sys
import yaml

def bad(en, ar, ur):
    print(en); print(ar); print(ur); sys.exit(1)

def dig(obj, *keys):
    for key in keys:
        if not isinstance(obj, dict):
            return None
        obj = obj.get(key)
    return obj

def load(name, kind):
    """The first object of `kind` in ~/k8s/<name>, or a failure that says what is wrong."""
    path, shown = (os.environ["LAB_HOME"] + "/k8s/" + name), "~/k8s/" + name
    if not os.path.isfile(path):
        bad(f"There is no {shown} yet: create it with the {kind} shown in the instructions.",
            f"لا يوجد الملف {shown} بعد: أنشئه بكائن {kind} المعروض في التعليمات.",
            f"فائل {shown} ابھی موجود نہیں: ہدایات میں دکھائے گئے {kind} سے اسے بنائیں۔")
    try:
        with open(path) as f:
            docs = [d for d in yaml.safe_load_all(f) if d is not None]
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"{mark.line + 1}:{mark.column + 1}" if mark else "?"
        problem = (getattr(e, "problem", None) or str(e)).replace("\n", " ")[:120]
        bad(f"{shown} is not valid YAML (line:column {where}: {problem}). Indent with spaces, never tabs, and keep items of a list aligned.",
            f"الملف {shown} ليس YAML صالحًا (السطر:العمود {where}: {problem}). استخدم المسافات للإزاحة لا علامات الجدولة، وأبقِ عناصر القائمة على استقامة واحدة.",
            f"{shown} درست YAML نہیں (سطر:کالم {where}: {problem})۔ حاشیہ اسپیس سے دیں، ٹیب سے کبھی نہیں، اور فہرست کی آئٹمز ایک سیدھ میں رکھیں۔")
    for doc in docs:
        if isinstance(doc, dict) and doc.get("kind") == kind:
            return doc, shown
    kinds = ", ".join(str(d.get("kind")) for d in docs if isinstance(d, dict)) or "-"
    bad(f"{shown} holds no object with kind: {kind} (found: {kinds}). The kind is case-sensitive.",
        f"لا يحتوي {shown} على كائن بالقيمة kind: {kind} (الموجود: {kinds}). والقيمة kind حساسة لحالة الأحرف.",
        f"{shown} میں kind: {kind} والا کوئی آبجیکٹ نہیں (یہ ملا: {kinds})۔ kind میں چھوٹے بڑے حروف کا فرق اہم ہے۔")

def header(obj, shown, api, name):
    if obj.get("apiVersion") != api:
        bad(f"{shown}: apiVersion is '{obj.get('apiVersion')}'; a {obj['kind']} is apiVersion: {api}.",
            f"{shown}: قيمة apiVersion هي '{obj.get('apiVersion')}'؛ والكائن {obj['kind']} قيمته apiVersion: {api}.",
            f"{shown}: apiVersion کی قدر '{obj.get('apiVersion')}' ہے؛ {obj['kind']} کے لیے apiVersion: {api} ہوتا ہے۔")
    if dig(obj, "metadata", "name") != name:
        bad(f"{shown}: metadata.name is '{dig(obj, 'metadata', 'name')}'; expected {name}.",
            f"{shown}: قيمة metadata.name هي '{dig(obj, 'metadata', 'name')}'؛ والمتوقع {name}.",
            f"{shown}: metadata.name کی قدر '{dig(obj, 'metadata', 'name')}' ہے؛ {name} ہونی چاہیے۔")

def deployment():
    """The Deployment of step 1, checked: (the web container, the pod template's labels, the names of port 8080)."""
    dep, shown = load("deployment.yaml", "Deployment")
    header(dep, shown, "apps/v1", "web")
    replicas = dig(dep, "spec", "replicas")
    if replicas != 3 or isinstance(replicas, bool):
        bad(f"{shown}: spec.replicas is {replicas!r}; expected the number 3, without quotes.",
            f"{shown}: قيمة spec.replicas هي {replicas!r}؛ والمتوقع الرقم 3 دون علامات اقتباس.",
            f"{shown}: spec.replicas کی قدر {replicas!r} ہے؛ عدد 3 متوقع ہے، کوٹیشن کے بغیر۔")
    match = dig(dep, "spec", "selector", "matchLabels")
    if not isinstance(match, dict) or not match:
        bad(f"{shown}: spec.selector.matchLabels is missing or empty: a Deployment must say which pods it owns (app: web).",
            f"{shown}: الحقل spec.selector.matchLabels مفقود أو فارغ: يجب أن يحدد الـ Deployment أيّ pods يملكها (app: web).",
            f"{shown}: spec.selector.matchLabels موجود نہیں یا خالی ہے: Deployment کو بتانا ہوتا ہے کہ کون سے pods اس کے ہیں (app: web)۔")
    labels = dig(dep, "spec", "template", "metadata", "labels")
    if not isinstance(labels, dict) or not labels:
        bad(f"{shown}: spec.template.metadata.labels is missing: the pods need labels (app: web) for the selector to find them.",
            f"{shown}: الحقل spec.template.metadata.labels مفقود: تحتاج الـ pods إلى تسميات (app: web) كي يجدها المحدِّد (selector).",
            f"{shown}: spec.template.metadata.labels موجود نہیں: pods کو لیبل (app: web) چاہییں تاکہ selector انہیں ڈھونڈ سکے۔")
    for key, value in {**labels, **match}.items():
        if not isinstance(value, str):
            bad(f"{shown}: the label {key}: {value!r} is not a string: quote it ({key}: \"{value}\"), label values are text.",
                f"{shown}: قيمة التسمية {key}: {value!r} ليست نصًّا: ضعها بين علامتي اقتباس ({key}: \"{value}\")، فقيم التسميات نصوص.",
                f"{shown}: لیبل {key}: {value!r} اسٹرنگ نہیں: اسے کوٹیشن میں لکھیں ({key}: \"{value}\")، لیبل کی قدریں متن ہوتی ہیں۔")
    for key, value in match.items():
        if labels.get(key) != value:
            bad(f"{shown}: spec.selector.matchLabels has {key}: {value}, but the pod template's labels have {key}: {labels.get(key)}. The selector must match the template labels, or Kubernetes rejects the Deployment.",
                f"{shown}: في spec.selector.matchLabels القيمة {key}: {value}، بينما في تسميات قالب الـ pod القيمة {key}: {labels.get(key)}. يجب أن يطابق المحدِّد تسميات القالب وإلا رفض Kubernetes الـ Deployment.",
                f"{shown}: spec.selector.matchLabels میں {key}: {value} ہے، مگر pod ٹیمپلیٹ کے لیبلز میں {key}: {labels.get(key)}۔ selector کا ٹیمپلیٹ کے لیبلز سے ملنا ضروری ہے، ورنہ Kubernetes یہ Deployment رد کر دیتا ہے۔")
    containers = dig(dep, "spec", "template", "spec", "containers")
    if not isinstance(containers, list) or not all(isinstance(c, dict) for c in containers):
        bad(f"{shown}: spec.template.spec.containers must be a list of containers (- name: web ...).",
            f"{shown}: يجب أن يكون spec.template.spec.containers قائمة من الحاويات (- name: web ...).",
            f"{shown}: spec.template.spec.containers کنٹینرز کی فہرست ہونی چاہیے (- name: web ...)۔")
    container = next((c for c in containers if c.get("name") == "web"), None)
    if container is None:
        found = ", ".join(str(c.get("name")) for c in containers) or "-"
        bad(f"{shown}: there is no container named web (found: {found}).",
            f"{shown}: لا توجد حاوية باسم web (الموجود: {found}).",
            f"{shown}: web نام کا کوئی کنٹینر نہیں (یہ ملے: {found})۔")
    image = str(container.get("image") or "")
    last = image.rsplit("/", 1)[-1]
    if not image or ("@sha256:" not in image and (":" not in last or last.endswith(":latest"))):
        bad(f"{shown}: the image '{image}' has no fixed version: write the tag, registry.example.com/shop/web:1.4.2 (no tag means :latest, which changes under your feet).",
            f"{shown}: الصورة '{image}' بلا إصدار ثابت: اكتب الوسم registry.example.com/shop/web:1.4.2 (غياب الوسم يعني :latest التي قد تتغيّر دون علمك).",
            f"{shown}: امیج '{image}' کا کوئی مقرر ورژن نہیں: ٹیگ لکھیں، registry.example.com/shop/web:1.4.2 (ٹیگ نہ ہو تو :latest مراد ہوتا ہے جو بغیر بتائے بدل جاتا ہے)۔")
    ports = container.get("ports") if isinstance(container.get("ports"), list) else []
    port = next((p for p in ports if isinstance(p, dict) and p.get("containerPort") == 8080), None)
    if port is None:
        bad(f"{shown}: container web does not declare containerPort: 8080 (a number) under ports.",
            f"{shown}: لا تعلن الحاوية web عن containerPort: 8080 (رقمًا) تحت ports.",
            f"{shown}: کنٹینر web کے ports میں containerPort: 8080 (عدد کے طور پر) درج نہیں۔")
    return container, labels, {8080} | ({port["name"]} if port.get("name") else set())
PY
)
K8S_RUN=$(cat <<'PY'
try:
    main()
except Exception as error:
    what = f"{type(error).__name__}: {error}".replace("\n", " ")[:120]
    bad(f"The check could not follow the structure of your manifests ({what}): compare their nesting with the instructions.",
        f"تعذّر على الفحص تتبّع بنية ملفاتك ({what}): قارن تداخل الحقول فيها بالتعليمات.",
        f"جانچ آپ کے مینی فیسٹ کی ساخت نہیں سمجھ سکی ({what}): ان کی ترتیب اور حاشیے کا ہدایات سے موازنہ کریں۔")
PY
)
k8s_check() {
  local out
  out=$(printf '%s\n\n%s\n\n%s\n' "$K8S_HELPERS" "$1" "$K8S_RUN" | python3 -) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/k8s.}" "${m[1]:-تعذّر على الفحص قراءة ~/k8s.}" "${m[2]:-جانچ ~/k8s نہیں پڑھ سکی۔}"; }
}
