# Offline validation with the lab's shared helpers (check-lib.sh).
k8s_check "$(cat <<'PY'
def main():
    deployment()
PY
)"
exit 0
