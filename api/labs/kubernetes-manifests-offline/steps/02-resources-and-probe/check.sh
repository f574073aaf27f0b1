# Offline validation with the lab's shared helpers (check-lib.sh).
k8s_check "$(cat <<'PY'
def main():
    container, labels, port_names = deployment()
    shown = "~/k8s/deployment.yaml"

    def quantity(kind, value):
        text = str(value).strip()
        if kind == "cpu":
            m = re.fullmatch(r"(\d+(?:\.\d+)?)(m?)", text)
            return None if not m else float(m.group(1)) / (1000 if m.group(2) else 1)
        m = re.fullmatch(r"(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|K|M|G|T|m)?", text)
        if not m:
            return None
        units = {None: 1, "k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "m": 1e-3}
        return float(m.group(1)) * units[m.group(2)]

    resources = container.get("resources") if isinstance(container.get("resources"), dict) else {}
    values = {}
    for section in ("requests", "limits"):
        for kind in ("cpu", "memory"):
            raw = dig(resources, section, kind)
            field = f"resources.{section}.{kind}"
            if raw is None:
                bad(f"{shown}: container web has no {field}: set requests and limits for both cpu and memory.",
                    f"{shown}: لا يوجد في الحاوية web الحقل {field}: حدّد requests وlimits لكلٍّ من cpu وmemory.",
                    f"{shown}: کنٹینر web میں {field} نہیں: cpu اور memory دونوں کے requests اور limits لکھیں۔")
            if kind == "memory" and str(raw).strip().endswith("m"):
                bad(f"{shown}: {field} is '{raw}', and m means milli: that is a thousandth of a byte. Write Mi for mebibytes, for example 128Mi.",
                    f"{shown}: قيمة {field} هي '{raw}'، والحرف m يعني ملّي أي جزءًا من ألف من البايت. اكتب Mi للميبيبايت، مثل 128Mi.",
                    f"{shown}: {field} کی قدر '{raw}' ہے، اور m کا مطلب ملی ہے، یعنی بائٹ کا ہزارواں حصہ۔ میبی بائٹ کے لیے Mi لکھیں، مثلاً 128Mi۔")
            amount = quantity(kind, raw)
            if not amount:
                example = "100m or 0.5" if kind == "cpu" else "128Mi or 1Gi"
                bad(f"{shown}: {field} is '{raw}', which is not a Kubernetes quantity above 0 (for {kind}: {example}).",
                    f"{shown}: قيمة {field} هي '{raw}'، وهي ليست كمية Kubernetes أكبر من 0 (لـ {kind}: {example}).",
                    f"{shown}: {field} کی قدر '{raw}' ہے، جو 0 سے بڑی Kubernetes مقدار نہیں ({kind} کے لیے: {example})۔")
            values[section, kind] = (amount, raw)
    for kind in ("cpu", "memory"):
        (req, req_raw), (lim, lim_raw) = values["requests", kind], values["limits", kind]
        if lim < req:
            bad(f"{shown}: resources.limits.{kind} ({lim_raw}) is lower than resources.requests.{kind} ({req_raw}): a limit must be at least the request, or the API server refuses the pod.",
                f"{shown}: قيمة resources.limits.{kind} ({lim_raw}) أقل من resources.requests.{kind} ({req_raw}): يجب ألا يقل الحد عن الطلب، وإلا رفض خادم الـ API الـ pod.",
                f"{shown}: resources.limits.{kind} ({lim_raw})، resources.requests.{kind} ({req_raw}) سے کم ہے: limit کم از کم request کے برابر ہونی چاہیے، ورنہ API سرور pod رد کر دیتا ہے۔")

    probe = container.get("readinessProbe")
    if not isinstance(probe, dict):
        bad(f"{shown}: container web has no readinessProbe: without one, a pod gets traffic before the app is ready.",
            f"{shown}: لا يوجد في الحاوية web الحقل readinessProbe: وبدونه يتلقى الـ pod الطلبات قبل أن يجهز التطبيق.",
            f"{shown}: کنٹینر web میں readinessProbe نہیں: اس کے بغیر pod کو ایپ کے تیار ہونے سے پہلے ہی ٹریفک ملنے لگتی ہے۔")
    get = probe.get("httpGet")
    if not isinstance(get, dict):
        bad(f"{shown}: the readinessProbe has no httpGet: probe the app over HTTP (path: /healthz, port: http).",
            f"{shown}: لا يحتوي readinessProbe على httpGet: افحص التطبيق عبر HTTP (path: /healthz وport: http).",
            f"{shown}: readinessProbe میں httpGet نہیں: ایپ کو HTTP پر جانچیں (path: /healthz، port: http)۔")
    path = get.get("path")
    if not isinstance(path, str) or not path.startswith("/"):
        bad(f"{shown}: readinessProbe.httpGet.path is {path!r}; expected a path starting with /, here /healthz.",
            f"{shown}: قيمة readinessProbe.httpGet.path هي {path!r}؛ والمتوقع مسار يبدأ بـ / وهو هنا /healthz.",
            f"{shown}: readinessProbe.httpGet.path کی قدر {path!r} ہے؛ / سے شروع ہونے والا راستہ چاہیے، یہاں /healthz۔")
    port = get.get("port")
    if port not in port_names:
        ordered = [str(p) for p in sorted(port_names, key=str)]
        names, names_ar, names_ur = " or ".join(ordered), " أو ".join(ordered), " یا ".join(ordered)
        bad(f"{shown}: readinessProbe.httpGet.port is {port!r}, which is not a port of container web ({names}): the probe would fail and no pod would ever be Ready.",
            f"{shown}: قيمة readinessProbe.httpGet.port هي {port!r}، وهو ليس منفذًا للحاوية web ({names_ar}): سيفشل الفحص ولن يصبح أي pod جاهزًا (Ready).",
            f"{shown}: readinessProbe.httpGet.port کی قدر {port!r} ہے، جو کنٹینر web کا پورٹ نہیں ({names_ur}): probe ناکام ہوگا اور کوئی pod کبھی Ready نہیں ہوگا۔")
    for field in ("initialDelaySeconds", "periodSeconds"):
        value = probe.get(field)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            bad(f"{shown}: readinessProbe.{field} is {value!r}; expected a whole number of seconds.",
                f"{shown}: قيمة readinessProbe.{field} هي {value!r}؛ والمتوقع عدد صحيح من الثواني.",
                f"{shown}: readinessProbe.{field} کی قدر {value!r} ہے؛ سیکنڈوں کا پورا عدد متوقع ہے۔")
PY
)"
exit 0
