# Offline validation with the lab's shared helpers (check-lib.sh).
k8s_check "$(cat <<'PY'
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
PY
)"
exit 0
