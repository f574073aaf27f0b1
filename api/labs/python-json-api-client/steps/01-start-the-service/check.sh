body=$(curl -s --max-time 3 http://127.0.0.1:8000/api/health) || fail \
  "Nothing answers on http://127.0.0.1:8000: start the service with: cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &" \
  "لا شيء يجيب على http://127.0.0.1:8000: شغّل الخدمة بالأمر: cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &" \
  "http://127.0.0.1:8000 پر کوئی جواب نہیں دیتا: سروس یوں چلائیں: cd ~/service && nohup python3 app.py > ~/service/app.log 2>&1 &"
said=$(printf '%s' "$body" | tr -s '\r\n\t' '   ' | cut -c1-60)
[ "$(printf '%s' "$body" | jq -r '.service + "/" + .status' 2>/dev/null)" = "lab-catalog/ok" ] || fail \
  "Something answers on port 8000, but it is not the lab catalog of ~/service/app.py (/api/health said: $said). Stop it and start app.py." \
  "شيء ما يجيب على المنفذ 8000 لكنه ليس فهرس المختبرات ~/service/app.py (أجابت /api/health: $said). أوقفه وشغّل app.py." \
  "پورٹ 8000 پر کچھ جواب دے رہا ہے مگر وہ ~/service/app.py والا لیب کیٹلاگ نہیں (/api/health کا جواب: $said)۔ اسے روکیں اور app.py چلائیں۔"
exit 0
