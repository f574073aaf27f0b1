chmod 700 ~/shared/secrets
chmod 600 ~/shared/secrets/db-password.txt ~/shared/secrets/api-token.env
chmod 755 ~/shared/deploy.sh ~/shared/reports
chmod 644 ~/shared/reports/weekly.txt
