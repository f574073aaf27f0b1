# Offline validation with the lab's shared helpers (check-lib.sh).
k8s_check "$(cat <<'PY'
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
PY
)"
exit 0
