# A home folder left in a careless state: ~/.ssh and its files too open, and a shared folder to audit.
mkdir -p ~/.ssh
cat > ~/.ssh/config <<'END'
Host backup
    HostName backup.example.test
    User learner
    IdentityFile ~/.ssh/id_ed25519
END
ssh-keygen -q -t ed25519 -N '' -C 'backup@ilm-lab' -f /tmp/backup-key
mkdir -p ~/shared/keys ~/shared/secrets ~/shared/reports
cp /tmp/backup-key.pub ~/shared/keys/backup.pub
cp /tmp/backup-key.pub ~/.ssh/authorized_keys
rm -f /tmp/backup-key /tmp/backup-key.pub

cat > ~/shared/README.md <<'END'
# Team share
secrets/  passwords and tokens (owner only!)
reports/  weekly and monthly reports
keys/     public SSH keys of the team
deploy.sh deploys the shop
END
cat > ~/shared/deploy.sh <<'END'
#!/usr/bin/env bash
echo "Deploying the shop..."
END
printf 'DB_PASSWORD=s3cr3t-Lab-Passw0rd\n' > ~/shared/secrets/db-password.txt
printf 'API_TOKEN=tok_live_9f8e7d6c5b4a\n' > ~/shared/secrets/api-token.env
printf 'Week 47: 112 orders, 3 refunds\n' > ~/shared/reports/weekly.txt
printf 'November: 431 orders\n' > ~/shared/reports/monthly.txt

chmod 777 ~/.ssh
chmod 666 ~/.ssh/config
chmod 664 ~/.ssh/authorized_keys
chmod 755 ~/shared ~/shared/keys
chmod 644 ~/shared/README.md ~/shared/keys/backup.pub ~/shared/secrets/api-token.env ~/shared/reports/monthly.txt
chmod 777 ~/shared/deploy.sh ~/shared/secrets ~/shared/reports
chmod 666 ~/shared/secrets/db-password.txt ~/shared/reports/weekly.txt
