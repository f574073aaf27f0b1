# Offline validation with the lab's shared helpers (check-lib.sh).
k8s_check "$(cat <<'PY'
def main():
    container, labels, port_names = deployment()
    cm, shown = load("configmap.yaml", "ConfigMap")
    header(cm, shown, "v1", "web-config")
    data = cm.get("data")
    if not isinstance(data, dict) or not data:
        bad(f"{shown}: the ConfigMap has no data: put the settings under data: (APP_MODE, LOG_LEVEL, WORKERS).",
            f"{shown}: لا يحتوي الـ ConfigMap على data: ضع الإعدادات تحت data: (APP_MODE وLOG_LEVEL وWORKERS).",
            f"{shown}: ConfigMap میں data نہیں: ترتیبات data: کے نیچے رکھیں (APP_MODE، LOG_LEVEL، WORKERS)۔")
    for key, value in data.items():
        if not isinstance(value, str):
            what = {"bool": ("a boolean", "قيمة منطقية", "بولین"), "NoneType": ("empty", "فارغة", "خالی")}.get(type(value).__name__, ("a number", "رقم", "عدد"))
            bad(f"{shown}: data.{key} is {value!r}, {what[0]}; ConfigMap values must be strings: quote it, {key}: \"{value}\".",
                f"{shown}: قيمة data.{key} هي {value!r}، وهي {what[1]}؛ وقيم الـ ConfigMap يجب أن تكون نصوصًا: ضعها بين علامتي اقتباس، {key}: \"{value}\".",
                f"{shown}: data.{key} کی قدر {value!r} ہے، جو {what[2]} ہے؛ ConfigMap کی قدریں اسٹرنگ ہونی چاہییں: اسے کوٹیشن میں لکھیں، {key}: \"{value}\"۔")
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", str(key)):
            bad(f"{shown}: the key '{key}' is not a valid environment variable name: envFrom would skip it. Use letters, digits and _ (for example LOG_LEVEL).",
                f"{shown}: المفتاح '{key}' ليس اسمًا صالحًا لمتغير بيئة: سيتخطاه envFrom. استخدم الحروف والأرقام و_ (مثل LOG_LEVEL).",
                f"{shown}: کلید '{key}' ماحولیاتی متغیر کا درست نام نہیں: envFrom اسے چھوڑ دے گا۔ حروف، ہندسے اور _ استعمال کریں (مثلاً LOG_LEVEL)۔")
    for key in ("APP_MODE", "LOG_LEVEL", "WORKERS"):
        if key not in data:
            bad(f"{shown}: data has no key {key}; expected APP_MODE, LOG_LEVEL and WORKERS.",
                f"{shown}: لا يحتوي data على المفتاح {key}؛ والمتوقع APP_MODE وLOG_LEVEL وWORKERS.",
                f"{shown}: data میں کلید {key} نہیں؛ APP_MODE، LOG_LEVEL اور WORKERS متوقع ہیں۔")
    dep_shown = "~/k8s/deployment.yaml"
    refs = [dig(e, "configMapRef", "name") for e in (container.get("envFrom") or []) if isinstance(e, dict)]
    refs += [dig(e, "valueFrom", "configMapKeyRef", "name") for e in (container.get("env") or []) if isinstance(e, dict)]
    refs = [r for r in refs if r]
    if not refs:
        bad(f"{dep_shown}: container web does not read the ConfigMap: add envFrom: - configMapRef: name: web-config.",
            f"{dep_shown}: لا تقرأ الحاوية web الـ ConfigMap: أضف envFrom: - configMapRef: name: web-config.",
            f"{dep_shown}: کنٹینر web یہ ConfigMap نہیں پڑھتا: envFrom: - configMapRef: name: web-config شامل کریں۔")
    for ref in refs:
        if ref != "web-config":
            bad(f"{dep_shown}: container web refers to a ConfigMap named '{ref}', but yours is named web-config: the pod would not start.",
                f"{dep_shown}: تشير الحاوية web إلى ConfigMap باسم '{ref}'، بينما اسم الـ ConfigMap لديك web-config: لن يبدأ الـ pod.",
                f"{dep_shown}: کنٹینر web '{ref}' نام کے ConfigMap کا حوالہ دیتا ہے، جبکہ آپ کے ConfigMap کا نام web-config ہے: pod شروع نہیں ہوگا۔")
PY
)"
exit 0
