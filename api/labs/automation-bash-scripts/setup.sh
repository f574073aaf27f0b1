# An application's data folder to back up, and an empty folder for the learner's tools.
mkdir -p "$HOME/ops" "$HOME/app/data/uploads"
cat > "$HOME/app/data/orders.csv" <<'CSV'
id,customer,total
1001,Amina Yusuf,42.50
1002,Omar Haddad,18.00
1003,Sara Malik,73.20
CSV
printf 'currency=USD\nmax_upload_mb=10\n' > "$HOME/app/data/settings.conf"
printf 'logo placeholder\n' > "$HOME/app/data/uploads/logo.txt"
