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
    np, shown = load("networkpolicy.yaml", "NetworkPolicy")
    header(np, shown, "networking.k8s.io/v1", "web-allow-gateway")
    match = dig(np, "spec", "podSelector", "matchLabels")
    if not isinstance(match, dict) or not match:
        bad(f"{shown}: spec.podSelector selects nothing specific (an empty podSelector means every pod of the namespace): select the web pods with matchLabels: app: web.",
            f"{shown}: لا يختار spec.podSelector شيئًا محددًا (فالمحدِّد الفارغ يعني كل pods مساحة الأسماء): اختر pods التطبيق web بـ matchLabels: app: web.",
            f"{shown}: spec.podSelector کچھ خاص منتخب نہیں کرتا (خالی podSelector کا مطلب namespace کے سارے pods ہیں): web کے pods کو matchLabels: app: web سے منتخب کریں۔")
    for key, value in match.items():
        if labels.get(key) != value:
            bad(f"{shown}: spec.podSelector has {key}: {value}, which matches no pod of the Deployment web: the policy would protect nothing.",
                f"{shown}: في spec.podSelector القيمة {key}: {value}، ولا تطابق أي pod من الـ Deployment web: لن تحمي السياسة شيئًا.",
                f"{shown}: spec.podSelector میں {key}: {value} ہے، جو web Deployment کے کسی pod سے نہیں ملتا: پالیسی کسی چیز کی حفاظت نہیں کرے گی۔")
    types = dig(np, "spec", "policyTypes")
    if not isinstance(types, list) or "Ingress" not in types:
        bad(f"{shown}: spec.policyTypes must list Ingress: the policy is about incoming traffic.",
            f"{shown}: يجب أن يتضمن spec.policyTypes القيمة Ingress: فالسياسة تخص الاتصالات الواردة.",
            f"{shown}: spec.policyTypes میں Ingress ہونا چاہیے: یہ پالیسی آنے والی ٹریفک کے بارے میں ہے۔")
    rules = dig(np, "spec", "ingress")
    rules = [r for r in rules if isinstance(r, dict)] if isinstance(rules, list) else []
    if not rules:
        bad(f"{shown}: spec.ingress has no rule: with policyTypes Ingress and no rule, all traffic to the web pods is blocked, the gateway's too.",
            f"{shown}: لا توجد قاعدة في spec.ingress: ومع policyTypes Ingress دون قواعد يُحجب كل الاتصال إلى pods التطبيق web، بما فيه اتصال الـ gateway.",
            f"{shown}: spec.ingress میں کوئی اصول نہیں: policyTypes میں Ingress ہو اور اصول نہ ہو تو web pods تک ساری ٹریفک رک جاتی ہے، gateway کی بھی۔")
    for rule in rules:
        sources = rule.get("from")
        if not sources:
            bad(f"{shown}: an ingress rule without from allows traffic from everywhere: add from: - podSelector: matchLabels: app: gateway.",
                f"{shown}: قاعدة ingress دون from تسمح بالاتصال من أي مكان: أضف from: - podSelector: matchLabels: app: gateway.",
                f"{shown}: from کے بغیر ingress اصول ہر جگہ سے ٹریفک کی اجازت دیتا ہے: from: - podSelector: matchLabels: app: gateway شامل کریں۔")
        for source in sources:
            if not isinstance(source, dict) or dig(source, "podSelector", "matchLabels", "app") != "gateway":
                bad(f"{shown}: a from entry allows {source!r}; only pods labelled app: gateway may connect (podSelector: matchLabels: app: gateway).",
                    f"{shown}: أحد عناصر from يسمح بـ {source!r}؛ والمسموح لها بالاتصال هي pods ذات التسمية app: gateway فقط (podSelector: matchLabels: app: gateway).",
                    f"{shown}: from کی ایک آئٹم {source!r} کی اجازت دیتی ہے؛ صرف app: gateway لیبل والے pods جڑ سکتے ہیں (podSelector: matchLabels: app: gateway)۔")
        ports = rule.get("ports")
        if not isinstance(ports, list) or not ports:
            bad(f"{shown}: the ingress rule has no ports: limit it to the app's port, - protocol: TCP, port: 8080.",
                f"{shown}: لا تحتوي قاعدة ingress على ports: اقصرها على منفذ التطبيق، - protocol: TCP وport: 8080.",
                f"{shown}: ingress اصول میں ports نہیں: اسے ایپ کے پورٹ تک محدود کریں، - protocol: TCP، port: 8080۔")
        for entry in ports:
            port = entry.get("port") if isinstance(entry, dict) else entry
            if port == 80:
                bad(f"{shown}: port 80 is the Service's port, but a NetworkPolicy filters traffic at the pod: use the container port, 8080 (or http).",
                    f"{shown}: المنفذ 80 هو منفذ الخدمة (Service)، لكن NetworkPolicy تصفّي الاتصال عند الـ pod: استخدم منفذ الحاوية 8080 (أو http).",
                    f"{shown}: پورٹ 80 سروس کا پورٹ ہے، مگر NetworkPolicy ٹریفک کو pod پر چھانتی ہے: کنٹینر کا پورٹ 8080 (یا http) استعمال کریں۔")
            if port not in port_names:
                bad(f"{shown}: the ingress port {port!r} is not a port of container web (8080 or http).",
                    f"{shown}: منفذ ingress {port!r} ليس منفذًا للحاوية web (8080 أو http).",
                    f"{shown}: ingress پورٹ {port!r} کنٹینر web کا پورٹ نہیں (8080 یا http)۔")
            if isinstance(entry, dict) and entry.get("protocol", "TCP") != "TCP":
                bad(f"{shown}: the ingress port uses protocol {entry.get('protocol')}; HTTP runs over TCP.",
                    f"{shown}: يستخدم منفذ ingress البروتوكول {entry.get('protocol')}؛ وHTTP يعمل عبر TCP.",
                    f"{shown}: ingress پورٹ {entry.get('protocol')} پروٹوکول استعمال کرتا ہے؛ HTTP، TCP پر چلتا ہے۔")


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
