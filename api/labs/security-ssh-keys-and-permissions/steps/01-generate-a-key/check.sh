key="$LAB_HOME/.ssh/id_ed25519"
[ -f "$key" ] || fail "There is no private key at ~/.ssh/id_ed25519 yet." \
  "لا يوجد مفتاح خاص في ~/.ssh/id_ed25519 بعد." \
  "ابھی ~/.ssh/id_ed25519 پر کوئی نجی کلید موجود نہیں۔"
[ -f "$key.pub" ] || fail "There is no public key at ~/.ssh/id_ed25519.pub yet." \
  "لا يوجد مفتاح عام في ~/.ssh/id_ed25519.pub بعد." \
  "ابھی ~/.ssh/id_ed25519.pub پر کوئی عوامی کلید موجود نہیں۔"
read -r type blob comment < "$key.pub"
[ "$type" = ssh-ed25519 ] || fail "~/.ssh/id_ed25519.pub is a '$type' key; it must be ssh-ed25519 (ssh-keygen -t ed25519)." \
  "المفتاح ~/.ssh/id_ed25519.pub من نوع '$type'، ويجب أن يكون ssh-ed25519 (ssh-keygen -t ed25519)." \
  "~/.ssh/id_ed25519.pub کی قسم '$type' ہے؛ اسے ssh-ed25519 ہونا چاہیے (ssh-keygen -t ed25519)۔"
[ "$comment" = learner@ilm-lab ] || fail "The key's comment is '$comment'; it must be learner@ilm-lab (ssh-keygen -C \"learner@ilm-lab\")." \
  "تعليق المفتاح هو '$comment'، ويجب أن يكون learner@ilm-lab (ssh-keygen -C \"learner@ilm-lab\")." \
  "کلید کا تبصرہ '$comment' ہے؛ اسے learner@ilm-lab ہونا چاہیے (ssh-keygen -C \"learner@ilm-lab\")۔"
# The public half is stored unencrypted inside an OpenSSH private key, passphrase or not: compare it.
python3 - "$key" "$blob" <<'PY' || fail "~/.ssh/id_ed25519 and ~/.ssh/id_ed25519.pub are not the two halves of the same key pair." \
  "الملفان ~/.ssh/id_ed25519 و~/.ssh/id_ed25519.pub ليسا نصفي زوج المفاتيح نفسه." \
  "~/.ssh/id_ed25519 اور ~/.ssh/id_ed25519.pub ایک ہی کلیدی جوڑے کے دو حصے نہیں ہیں۔"
import base64, re, struct, sys
try:
    text = open(sys.argv[1], errors="replace").read()
    data = base64.b64decode("".join(re.search(r"BEGIN OPENSSH PRIVATE KEY-----(.*?)-----END", text, re.S).group(1).split()))
    magic = b"openssh-key-v1\0"
    assert data.startswith(magic)
    at = len(magic)
    def field(at):
        size = struct.unpack(">I", data[at:at + 4])[0]
        return data[at + 4:at + 4 + size], at + 4 + size
    _, at = field(at)  # cipher
    _, at = field(at)  # kdf
    _, at = field(at)  # kdf options
    at += 4            # number of keys
    public, _ = field(at)
    sys.exit(0 if public == base64.b64decode(sys.argv[2]) else 1)
except Exception:
    sys.exit(1)
PY
exit 0
