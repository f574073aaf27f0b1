cat > ~/ops/backup.sh <<'EOF'
#!/bin/bash
# backup.sh SOURCE DEST: archives the folder SOURCE into DEST/<name>-<date>.tar.gz
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "Usage: backup.sh SOURCE DEST" >&2
  exit 1
fi
source=$1
dest=$2
if [ ! -d "$source" ]; then
  echo "Error: $source is not a folder" >&2
  exit 2
fi
mkdir -p "$dest"
archive="$dest/$(basename "$source")-$(date +%F).tar.gz"
tar -czf "$archive" -C "$(dirname "$source")" "$(basename "$source")"
echo "$archive"
EOF
chmod +x ~/ops/backup.sh
