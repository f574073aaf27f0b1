# Offline validation: the manifests are parsed with PyYAML and compared with what Kubernetes requires.
out=$(python3 - <<'PY'
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
    path, shown = os.path.expanduser("~/k8s/" + name), "~/k8s/" + name
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


def main():
    container, labels, port_names = deployment()
    svc, shown = load("service.yaml", "Service")
    header(svc, shown, "v1", "web")
    kind = dig(svc, "spec", "type")
    if kind not in (None, "ClusterIP"):
        bad(f"{shown}: spec.type is {kind}; this Service is only for traffic inside the cluster: use ClusterIP (or leave type out).",
            f"{shown}: قيمة spec.type هي {kind}؛ هذه الخدمة للاتصال داخل العنقود فقط: استخدم ClusterIP (أو احذف type).",
            f"{shown}: spec.type کی قدر {kind} ہے؛ یہ Service صرف کلسٹر کے اندر کی ٹریفک کے لیے ہے: ClusterIP استعمال کریں (یا type ہٹا دیں)۔")
    selector = dig(svc, "spec", "selector")
    if not isinstance(selector, dict) or not selector:
        bad(f"{shown}: spec.selector is missing: without it the Service sends traffic to no pod. Add selector: app: web.",
            f"{shown}: الحقل spec.selector مفقود: وبدونه لا ترسل الخدمة الطلبات إلى أي pod. أضف selector: app: web.",
            f"{shown}: spec.selector موجود نہیں: اس کے بغیر Service کسی pod کو ٹریفک نہیں بھیجتی۔ selector: app: web شامل کریں۔")
    if "matchLabels" in selector:
        bad(f"{shown}: a Service's selector is a plain map of labels (selector: app: web), without matchLabels.",
            f"{shown}: محدِّد الخدمة (selector) خريطة تسميات بسيطة (selector: app: web) دون matchLabels.",
            f"{shown}: Service کا selector لیبلز کا سادہ نقشہ ہوتا ہے (selector: app: web)، matchLabels کے بغیر۔")
    for key, value in selector.items():
        if labels.get(key) != value:
            have = ", ".join(f"{k}: {v}" for k, v in labels.items())
            bad(f"{shown}: the selector {key}: {value} matches no pod of the Deployment web (its pods are labelled {have}): the Service would have no endpoints.",
                f"{shown}: المحدِّد {key}: {value} لا يطابق أي pod من الـ Deployment web (تسميات الـ pods هي {have}): لن تكون للخدمة أي نقاط نهاية (endpoints).",
                f"{shown}: selector {key}: {value} کسی بھی web Deployment کے pod سے نہیں ملتا (pods کے لیبل یہ ہیں: {have}): Service کا کوئی endpoint نہیں ہوگا۔")
    ports = dig(svc, "spec", "ports")
    ports = [p for p in ports if isinstance(p, dict)] if isinstance(ports, list) else []
    port = next((p for p in ports if p.get("port") == 80), None)
    if port is None:
        bad(f"{shown}: spec.ports has no entry with port: 80: the Service should listen on port 80.",
            f"{shown}: لا يحتوي spec.ports على عنصر فيه port: 80: يجب أن تستمع الخدمة على المنفذ 80.",
            f"{shown}: spec.ports میں port: 80 والی کوئی آئٹم نہیں: Service کو پورٹ 80 پر سننا چاہیے۔")
    if port.get("protocol", "TCP") != "TCP":
        bad(f"{shown}: the port 80 entry has protocol {port.get('protocol')}; the web app speaks HTTP over TCP.",
            f"{shown}: بروتوكول المنفذ 80 هو {port.get('protocol')}؛ وتطبيق الويب يتحدث HTTP عبر TCP.",
            f"{shown}: پورٹ 80 کا protocol {port.get('protocol')} ہے؛ ویب ایپ TCP پر HTTP بولتی ہے۔")
    target = port.get("targetPort", 80)
    if target not in port_names:
        ordered = [str(p) for p in sorted(port_names, key=str)]
        names, names_ar, names_ur = " or ".join(ordered), " أو ".join(ordered), " یا ".join(ordered)
        how = "targetPort is missing, so it defaults to 80" if "targetPort" not in port else f"targetPort is {target!r}"
        how_ar = "الحقل targetPort مفقود فتكون قيمته الافتراضية 80" if "targetPort" not in port else f"قيمة targetPort هي {target!r}"
        how_ur = "targetPort موجود نہیں، اس لیے پہلے سے طے شدہ 80 لیا جاتا ہے" if "targetPort" not in port else f"targetPort کی قدر {target!r} ہے"
        bad(f"{shown}: {how}, but container web listens on {names}: set targetPort to 8080 or to the port's name, http.",
            f"{shown}: {how_ar}، بينما تستمع الحاوية web على {names_ar}: اجعل targetPort مساويًا لـ 8080 أو لاسم المنفذ http.",
            f"{shown}: {how_ur}، جبکہ کنٹینر web {names_ur} پر سنتا ہے: targetPort کو 8080 یا پورٹ کے نام http پر رکھیں۔")


try:
    main()
except Exception as error:
    what = f"{type(error).__name__}: {error}".replace("\n", " ")[:120]
    bad(f"The check could not follow the structure of your manifests ({what}): compare their nesting with the instructions.",
        f"تعذّر على الفحص تتبّع بنية ملفاتك ({what}): قارن تداخل الحقول فيها بالتعليمات.",
        f"جانچ آپ کے مینی فیسٹ کی ساخت نہیں سمجھ سکی ({what}): ان کی ترتیب اور حاشیے کا ہدایات سے موازنہ کریں۔")
PY
) || { mapfile -t m <<<"$out"; fail "${m[0]:-The check could not read ~/k8s.}" "${m[1]:-تعذّر على الفحص قراءة ~/k8s.}" "${m[2]:-جانچ ~/k8s نہیں پڑھ سکی۔}"; }
exit 0
